import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('commits what is asked in one turn of the event loop together, and settles each only after the commit', async () => {
    const commits: string[][] = [];
    const gc = new GroupCommit<string>((items) => {
      commits.push(items);
      return items.map((i) => (i === 'bad' ? new Error(`refused ${i}`) : null));
    });
    const settled: string[] = [];
    const a = gc.add('a').then(() => settled.push('a'));
    const b = gc.add('bad').catch((e: Error) => settled.push(e.message));
    const c = gc.add('c').then(() => settled.push('c'));
    await Promise.resolve();
    expect(commits).toEqual([]); // nothing is written (or acknowledged) before the turn ends
    expect(settled).toEqual([]);
    await Promise.all([a, b, c]);
    expect(commits).toEqual([['a', 'bad', 'c']]); // one transaction for the three
    expect(settled.sort()).toEqual(['a', 'c', 'refused bad']);
    await gc.add('d');
    expect(commits).toEqual([['a', 'bad', 'c'], ['d']]); // a later turn, a later commit
  });

  it('rejects every item of a batch whose commit failed, and commits the next batch normally', async () => {
    let fail = true;
    const gc = new GroupCommit<number>((items) => {
      if (fail) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
      return items.map(() => null);
    });
    const results = await Promise.allSettled([gc.add(1), gc.add(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.code).toBe('SQLITE_FULL');
    fail = false;
    await expect(gc.add(3)).resolves.toBeUndefined();
  });
});
