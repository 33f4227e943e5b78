import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadedChunk } from './use-loaded-chunk';

function Shows({ parts }: { parts: ReturnType<typeof loadedChunk<string>> }) {
  const state = parts.useChunk();
  return <p>{state.status === 'ready' ? state.chunk : state.status}</p>;
}

describe('loadedChunk', () => {
  it('loads once, shows it when in, and has it at once on the next mount', async () => {
    const load = vi.fn(() => Promise.resolve('the chunk'));
    const parts = loadedChunk(load);
    const first = render(<Shows parts={parts} />);
    expect(screen.getByText('loading')).toBeDefined();
    await screen.findByText('the chunk');
    first.unmount();

    render(<Shows parts={parts} />);
    expect(screen.getByText('the chunk')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a chunk failed, and tries again on the next mount', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('the chunk');
    const parts = loadedChunk(load);
    const first = render(<Shows parts={parts} />);
    await screen.findByText('failed');
    first.unmount();

    render(<Shows parts={parts} />);
    await screen.findByText('the chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
