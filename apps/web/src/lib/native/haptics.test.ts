import { beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatePlatform } from '../../test/platform';
import { triggerNotificationHaptic, triggerSelectionHaptic, triggerSuccessHaptic } from './haptics';

const { calls, record } = vi.hoisted(() => {
  const calls: string[] = [];
  const record = (name: string) => (options?: unknown) => {
    calls.push(options === undefined ? name : `${name} ${JSON.stringify(options)}`);
    return Promise.resolve();
  };
  return { calls, record };
});
vi.mock('@capacitor/haptics', () => ({
  Haptics: {
    impact: record('impact'),
    notification: record('notification'),
    selectionStart: record('selectionStart'),
    selectionChanged: record('selectionChanged'),
    selectionEnd: record('selectionEnd'),
  },
  ImpactStyle: { Light: 'LIGHT', Medium: 'MEDIUM', Heavy: 'HEAVY' },
  NotificationType: { Success: 'SUCCESS', Warning: 'WARNING', Error: 'ERROR' },
}));

beforeEach(() => {
  calls.length = 0;
});

describe('haptics (spec §9)', () => {
  it('gives iOS its success, warning and error notifications', () => {
    simulatePlatform('ios');
    triggerSuccessHaptic();
    triggerNotificationHaptic('warning');
    triggerNotificationHaptic('error');
    expect(calls).toEqual([
      'notification {"type":"SUCCESS"}',
      'notification {"type":"WARNING"}',
      'notification {"type":"ERROR"}',
    ]);
  });

  it('uses a heavy impact for notifications elsewhere', () => {
    simulatePlatform('android');
    triggerNotificationHaptic('error');
    expect(calls).toEqual(['impact {"style":"HEAVY"}']);
  });

  it('ticks a selection change inside a started selection', async () => {
    simulatePlatform('ios');
    triggerSelectionHaptic();
    await vi.waitFor(() =>
      expect(calls).toEqual(['selectionStart', 'selectionChanged', 'selectionEnd']),
    );
  });

  it('does nothing on the web', () => {
    triggerNotificationHaptic('success');
    triggerSelectionHaptic();
    expect(calls).toEqual([]);
  });
});
