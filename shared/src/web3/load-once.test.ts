import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('downloads once for every caller, and again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await Promise.all([get(), get()])).toEqual(['module', 'module']);
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
