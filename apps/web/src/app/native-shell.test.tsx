import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { simulatePlatform } from '../test/platform';
import { NativeShell } from './native-shell';

const plugins = vi.hoisted(() => ({
  loaded: [] as string[],
  listeners: [] as string[],
}));
/** A plugin whose listeners only count: the modules' own tests drive their events. */
const listeningPlugin = () => ({
  addListener: (event: string) => {
    plugins.listeners.push(event);
    return Promise.resolve({
      remove: () => {
        plugins.listeners.splice(plugins.listeners.indexOf(event), 1);
        return Promise.resolve();
      },
    });
  },
});
vi.mock('@capacitor/app', () => {
  plugins.loaded.push('app');
  return {
    App: {
      ...listeningPlugin(),
      getLaunchUrl: () => Promise.resolve({ url: 'waggle://saved' }),
    },
  };
});
vi.mock('@capacitor/keyboard', () => {
  plugins.loaded.push('keyboard');
  return { Keyboard: listeningPlugin() };
});

describe('NativeShell', () => {
  it('on the web loads no plugin', async () => {
    const memory = memoryLocation({ path: '/' });
    render(
      <Router hook={memory.hook}>
        <NativeShell />
      </Router>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(plugins.loaded).toEqual([]);
  });

  it('in the native app opens the launch link’s screen a second later, and stops on unmount', async () => {
    simulatePlatform('android');
    const memory = memoryLocation({ path: '/', record: true });
    const { unmount } = render(
      <Router hook={memory.hook}>
        <NativeShell />
      </Router>,
    );
    await vi.waitFor(() =>
      expect([...plugins.listeners].sort()).toEqual([
        'appUrlOpen',
        'keyboardDidShow',
        'keyboardWillHide',
      ]),
    );
    expect(memory.history).toEqual(['/']);
    await vi.waitFor(() => expect(memory.history).toEqual(['/', '/saved']), { timeout: 2000 });
    unmount();
    await vi.waitFor(() => expect(plugins.listeners).toEqual([]));
  });
});
