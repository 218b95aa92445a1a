// A plain stylesheet imported for its side effect means nothing to a server render: an empty module.
module.exports = function emptyModule() {
  return 'export {};';
};
