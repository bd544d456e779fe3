import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulatePlatform } from '../../test/platform';
import { setStatusBarDark } from './status-bar';

const plugin = vi.hoisted(() => ({ loaded: false, setStyle: vi.fn(() => Promise.resolve()) }));
vi.mock('@capacitor/status-bar', () => {
  plugin.loaded = true;
  return { StatusBar: { setStyle: plugin.setStyle }, Style: { Dark: 'DARK', Light: 'LIGHT' } };
});

afterEach(() => plugin.setStyle.mockClear());

describe('the status bar (docs/product.md#dark-mode)', () => {
  it('is left alone on the web, where the plugin is never loaded', async () => {
    setStatusBarDark(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(plugin.loaded).toBe(false);
    expect(plugin.setStyle).not.toHaveBeenCalled();
  });

  it('follows the theme on native, the plugin loaded on demand', async () => {
    simulatePlatform('ios');
    setStatusBarDark(true);
    await vi.waitFor(() => expect(plugin.setStyle).toHaveBeenCalledWith({ style: 'DARK' }));
    setStatusBarDark(false);
    await vi.waitFor(() => expect(plugin.setStyle).toHaveBeenLastCalledWith({ style: 'LIGHT' }));
    expect(plugin.loaded).toBe(true);
  });

  it('ignores a failure', async () => {
    simulatePlatform('android');
    plugin.setStyle.mockRejectedValueOnce(new Error('No status bar'));
    setStatusBarDark(true);
    await vi.waitFor(() => expect(plugin.setStyle).toHaveBeenCalledTimes(1));
  });
});
