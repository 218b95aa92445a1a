// Served in place of Google's reCAPTCHA script inside the browser tests: the same global API
// (render, reset, getResponse), a checkbox that hands out a token when ticked.
(function () {
  var widgets = [];
  function token() {
    return window.__captchaToken || 'e2e-passing-token';
  }
  window.grecaptcha = {
    ready: function (cb) {
      cb();
    },
    render: function (container, params) {
      var el = typeof container === 'string' ? document.getElementById(container) : container;
      var id = widgets.length;
      var box = document.createElement('label');
      box.setAttribute('data-testid', 'recaptcha-stand-in');
      var input = document.createElement('input');
      input.type = 'checkbox';
      input.setAttribute('aria-label', "I'm not a robot");
      box.appendChild(input);
      box.appendChild(document.createTextNode(" I'm not a robot"));
      el.appendChild(box);
      var widget = { input: input, response: '' };
      input.addEventListener('change', function () {
        widget.response = input.checked ? token() : '';
        if (input.checked && params.callback) params.callback(widget.response);
      });
      widgets.push(widget);
      return id;
    },
    reset: function (id) {
      var widget = widgets[id === undefined ? 0 : id];
      if (widget) {
        widget.input.checked = false;
        widget.response = '';
      }
    },
    getResponse: function (id) {
      var widget = widgets[id === undefined ? 0 : id];
      return widget ? widget.response : '';
    },
    execute: function () {},
  };
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  // Google's script calls back after it has loaded, never while it is still running.
  if (onload) {
    setTimeout(function () {
      if (typeof window[onload] === 'function') window[onload]();
    }, 0);
  }
})();
