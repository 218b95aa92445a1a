import { compareByOrder, inDisplayOrder } from '..';

describe('compareByOrder', () => {
  it('orders by order ascending with a missing order last', () => {
    const items = [{ order: undefined }, { order: 2 }, { order: null }, { order: 1 }];
    expect([...items].sort(compareByOrder).map((i) => i.order)).toEqual([1, 2, undefined, null]);
  });
});

describe('inDisplayOrder', () => {
  it('keeps only records whose status is true, by order, a missing order last, ties as they came', () => {
    const records = [
      { id: 'a', status: true, order: 2 },
      { id: 'hidden', status: false, order: 0 },
      { id: 'b', status: true },
      { id: 'c', status: true, order: 1 },
      { id: 'd', status: true, order: 2 },
      { id: 'e', status: true, order: null },
    ];
    expect(inDisplayOrder(records).map((r) => r.id)).toEqual(['c', 'a', 'd', 'b', 'e']);
  });

  it("reads the status and order where the record keeps them (a venture banner's category)", () => {
    const banners = [
      { id: 'second', category: { status: true, order: 2 } },
      { id: 'off', category: { status: false, order: 1 } },
      { id: 'first', category: { status: true, order: 1 } },
    ];
    expect(inDisplayOrder(banners, (banner) => banner.category).map((b) => b.id)).toEqual(['first', 'second']);
  });

  it('leaves the list it was given as it was', () => {
    const records = [{ status: true, order: 2 }, { status: true, order: 1 }];
    inDisplayOrder(records);
    expect(records.map((r) => r.order)).toEqual([2, 1]);
  });
});
