import { FlatListJson } from './flat-list-json';

describe('FlatListJson', () => {
  it('gives JSON.stringify of every list it is given, whatever changed since the last', () => {
    const json = new FlatListJson();
    const lists: object[][] = [
      [],
      [{ card: 'farm', tapped: false }],
      [{ card: 'farm', tapped: false }], // a copy: same text
      [{ card: 'farm', tapped: true }], // a value changed
      [{ tapped: true, card: 'farm' }], // the keys' order changed
      [{ card: 'farm', tapped: true, usedOnTurn: 3 }], // a key more
      [{ card: 'farm', tapped: true, usedOnTurn: undefined }], // a key whose value JSON leaves out
      [{ card: 'farm', tapped: true }, { card: 'mine', tapped: false }],
      [{ card: 'farm', tapped: true, nested: { a: 1 } }], // not flat: stringified every time
      [{ card: 'farm', tapped: true, nested: { a: 2 } }],
      [{ card: 'farm', armour: NaN }],
      [{ card: 'farm', armour: NaN }],
      [{ card: 'farm', armour: null }],
    ];
    for (const list of lists) expect(json.of(structuredClone(list))).toBe(JSON.stringify(list));
  });

  it('gives an equal list the same text and a changed one its own', () => {
    const json = new FlatListJson();
    const first = json.of([{ id: 'r1', card: 'shield', armour: 2, marks: 0 }]);
    const again = json.of([{ id: 'r1', card: 'shield', armour: 2, marks: 0 }]);
    expect(again).toBe(first);
    expect(json.of([{ id: 'r1', card: 'shield', armour: 1, marks: 0 }])).toBe('[{"id":"r1","card":"shield","armour":1,"marks":0}]');
  });
});
