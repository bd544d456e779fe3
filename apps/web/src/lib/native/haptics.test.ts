import { CapacitorException, ExceptionCode } from '@capacitor/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatePlatform } from '../../test/platform';
import {
  anyTypeIntervalMs,
  createHapticEngine,
  getHapticLevel,
  haptic,
  hapticsAvailable,
  hapticTriggers,
  perTypeIntervalMs,
  setHapticLevel,
  type HapticEngine,
  type HapticTrigger,
  type HapticType,
} from './haptics';

const { calls, plugin } = vi.hoisted(() => {
  const calls: string[] = [];
  const record = (name: string) =>
    vi.fn((options?: unknown) => {
      calls.push(options === undefined ? name : `${name} ${JSON.stringify(options)}`);
      return Promise.resolve();
    });
  const plugin = {
    impact: record('impact'),
    notification: record('notification'),
    selectionStart: record('selectionStart'),
    selectionChanged: record('selectionChanged'),
    selectionEnd: record('selectionEnd'),
  };
  return { calls, plugin };
});
vi.mock('@capacitor/haptics', () => ({
  Haptics: plugin,
  ImpactStyle: { Light: 'LIGHT', Medium: 'MEDIUM', Heavy: 'HEAVY' },
  NotificationType: { Success: 'SUCCESS', Warning: 'WARNING', Error: 'ERROR' },
}));

/** Past both rate limits. */
const later = () => vi.advanceTimersByTime(perTypeIntervalMs);
/** Past both rate limits, once a plugin's answer has reached the engine. */
const settle = () => vi.advanceTimersByTimeAsync(perTypeIntervalMs);
/** A random source that never drops Android's light impacts. */
const keepAll = () => 0.99;

let engine: HapticEngine;
beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  calls.length = 0;
  engine = createHapticEngine(keepAll);
});
afterEach(() => vi.useRealTimers());

/** Each trigger in turn, past the rate limits; what reached the plugin. */
function give(...triggers: HapticTrigger[]): string[] {
  for (const trigger of triggers) {
    engine.haptic(trigger);
    later();
  }
  return calls;
}

describe('the trigger table (docs/product.md#haptics)', () => {
  it('holds every documented trigger, each mapped to one of its feedback types', () => {
    const types: HapticType[] = [
      'light',
      'medium',
      'heavy',
      'selectionStart',
      'selectionChanged',
      'selectionEnd',
      'success',
      'warning',
      'error',
    ];
    expect(Object.keys(hapticTriggers).sort()).toEqual(
      [
        'tabSwitch',
        'buttonPress',
        'backNavigation',
        'locationTap',
        'favoriteToggle',
        'shareSuccess',
        'ratingChange',
        'reviewSubmit',
        'reviewSuccess',
        'cameraButton',
        'photoCaptured',
        'photoSelected',
        'genericSuccess',
        'genericError',
        'inputFocus',
        'formValidation',
        'formError',
        'filterChange',
        'multiSelectStart',
        'multiSelectItem',
        'multiSelectEnd',
      ].sort(),
    );
    for (const type of Object.values(hapticTriggers)) expect(types).toContain(type);
  });

  it('gives a tab switch a light tap (docs/product.md#routes-and-navigation) and a failed form check a warning', () => {
    simulatePlatform('ios');
    expect(give('tabSwitch', 'formValidation')).toEqual([
      'impact {"style":"LIGHT"}',
      'notification {"type":"WARNING"}',
    ]);
  });

  it('reaches the plugin for every trigger on iOS in enhanced mode', () => {
    simulatePlatform('ios');
    for (const trigger of Object.keys(hapticTriggers) as HapticTrigger[]) {
      calls.length = 0;
      give(trigger);
      expect(calls, trigger).not.toEqual([]);
    }
  });
});

describe('levels (docs/product.md#haptics)', () => {
  beforeEach(() => simulatePlatform('ios'));

  it('enhanced, the default, allows everything', async () => {
    expect(engine.getLevel()).toBe('enhanced');
    give('inputFocus', 'reviewSubmit', 'photoCaptured', 'filterChange');
    await vi.waitFor(() =>
      expect(calls).toEqual([
        'impact {"style":"LIGHT"}',
        'impact {"style":"MEDIUM"}',
        'impact {"style":"HEAVY"}',
        'selectionStart',
        'selectionChanged',
        'selectionEnd',
      ]),
    );
  });

  it('minimal allows only heavy impacts and the success, warning and error notifications', () => {
    engine.setLevel('minimal');
    expect(
      give(
        'tabSwitch',
        'favoriteToggle',
        'photoCaptured',
        'ratingChange',
        'multiSelectStart',
        'multiSelectEnd',
        'genericSuccess',
        'formValidation',
        'formError',
      ),
    ).toEqual([
      'impact {"style":"HEAVY"}',
      'notification {"type":"SUCCESS"}',
      'notification {"type":"WARNING"}',
      'notification {"type":"ERROR"}',
    ]);
  });

  it('off disables all feedback, until the level changes again', () => {
    engine.setLevel('off');
    expect(give('photoCaptured', 'genericError', 'tabSwitch')).toEqual([]);
    engine.setLevel('enhanced');
    expect(give('tabSwitch')).toEqual(['impact {"style":"LIGHT"}']);
  });

  it('the app-wide level starts enhanced and follows setHapticLevel', () => {
    expect(getHapticLevel()).toBe('enhanced');
    setHapticLevel('off');
    haptic('photoCaptured');
    expect(calls).toEqual([]);
    setHapticLevel('enhanced');
    expect(getHapticLevel()).toBe('enhanced');
  });
});

describe('rate limits (docs/product.md#haptics)', () => {
  beforeEach(() => simulatePlatform('ios'));

  it('gives one feedback of a type per 100 ms, dropping (not queuing) the rest', () => {
    engine.haptic('tabSwitch');
    vi.advanceTimersByTime(perTypeIntervalMs - 1);
    // Another trigger of the same type is the same feedback.
    engine.haptic('buttonPress');
    expect(calls).toEqual(['impact {"style":"LIGHT"}']);
    vi.advanceTimersByTime(1);
    engine.haptic('buttonPress');
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['impact {"style":"LIGHT"}', 'impact {"style":"LIGHT"}']);
  });

  it('gives one feedback of any type per 31 ms', () => {
    engine.haptic('tabSwitch');
    vi.advanceTimersByTime(anyTypeIntervalMs - 1);
    engine.haptic('reviewSubmit');
    expect(calls).toEqual(['impact {"style":"LIGHT"}']);
    vi.advanceTimersByTime(1);
    engine.haptic('reviewSubmit');
    expect(calls).toEqual(['impact {"style":"LIGHT"}', 'impact {"style":"MEDIUM"}']);
  });

  it('does not count feedback the level held back', () => {
    engine.setLevel('minimal');
    engine.haptic('tabSwitch');
    engine.haptic('formError');
    expect(calls).toEqual(['notification {"type":"ERROR"}']);
  });
});

describe('Android (docs/product.md#haptics)', () => {
  beforeEach(() => simulatePlatform('android'));

  it('drops about 30 % of light impacts at random in enhanced mode', () => {
    const rolls = [0.1, 0.5, 0.29, 0.3, 0.95, 0.0, 0.7, 0.8, 0.6, 0.4];
    const random = vi.fn(() => rolls.shift() ?? 1);
    engine = createHapticEngine(random);
    const triggers = rolls.map((): HapticTrigger => 'tabSwitch');
    expect(give(...triggers)).toHaveLength(7);
    expect(random).toHaveBeenCalledTimes(10);
  });

  it('never drops other feedback, nor asks the random source for it', () => {
    const random = vi.fn(() => 0);
    engine = createHapticEngine(random);
    expect(give('reviewSubmit', 'photoCaptured')).toEqual([
      'impact {"style":"MEDIUM"}',
      'impact {"style":"HEAVY"}',
    ]);
    expect(random).not.toHaveBeenCalled();
  });

  it('uses a heavy impact for the success, warning and error notifications', () => {
    expect(give('shareSuccess', 'formValidation', 'genericError')).toEqual([
      'impact {"style":"HEAVY"}',
      'impact {"style":"HEAVY"}',
      'impact {"style":"HEAVY"}',
    ]);
    expect(plugin.notification).not.toHaveBeenCalled();
  });

  it('ignores a failing or unsupported plugin silently, and keeps trying', async () => {
    plugin.impact.mockRejectedValueOnce(
      new CapacitorException('not implemented', ExceptionCode.Unimplemented),
    );
    engine.haptic('reviewSubmit');
    await settle();
    give('reviewSubmit');
    expect(plugin.impact).toHaveBeenCalledTimes(2);
  });
});

describe('iOS (docs/product.md#haptics)', () => {
  beforeEach(() => simulatePlatform('ios'));

  it('gives the notifications as notifications, and never drops light impacts', () => {
    const random = vi.fn(() => 0);
    engine = createHapticEngine(random);
    expect(give('genericSuccess', 'formValidation', 'formError', 'tabSwitch')).toEqual([
      'notification {"type":"SUCCESS"}',
      'notification {"type":"WARNING"}',
      'notification {"type":"ERROR"}',
      'impact {"style":"LIGHT"}',
    ]);
    expect(random).not.toHaveBeenCalled();
  });

  it('ticks selection changes inside the multi-select, and wraps a lone one in its own', async () => {
    give('multiSelectStart', 'multiSelectItem', 'multiSelectItem', 'multiSelectEnd');
    give('ratingChange');
    await vi.waitFor(() =>
      expect(calls).toEqual([
        'selectionStart',
        'selectionChanged',
        'selectionChanged',
        'selectionEnd',
        'selectionStart',
        'selectionChanged',
        'selectionEnd',
      ]),
    );
  });

  it.each([ExceptionCode.Unimplemented, ExceptionCode.Unavailable])(
    'a call reported unsupported (%s) disables haptics for the session',
    async (code) => {
      plugin.notification.mockRejectedValueOnce(new CapacitorException('unsupported', code));
      engine.haptic('genericSuccess');
      await settle();
      // Whatever the level says, for the rest of the session.
      engine.setLevel('enhanced');
      give('photoCaptured', 'genericError', 'multiSelectStart', 'tabSwitch');
      expect(calls).toEqual([]);
      expect(plugin.notification).toHaveBeenCalledTimes(1);
    },
  );

  it('ignores every other failure silently, thrown or rejected', async () => {
    plugin.impact
      .mockRejectedValueOnce(new Error('Haptic engine busy'))
      .mockImplementationOnce(() => {
        throw new Error('bridge gone');
      });
    engine.haptic('reviewSubmit');
    await settle();
    engine.haptic('reviewSubmit');
    await settle();
    expect(give('reviewSubmit')).toEqual(['impact {"style":"MEDIUM"}']);
    expect(plugin.impact).toHaveBeenCalledTimes(3);
  });
});

describe('the web (docs/product.md#haptics)', () => {
  const vibrate = Object.getOwnPropertyDescriptor(navigator, 'vibrate');
  afterEach(() => {
    if (vibrate) Object.defineProperty(navigator, 'vibrate', vibrate);
    else Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('gives the feedback through the plugin where the browser can vibrate', () => {
    simulatePlatform('web');
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vi.fn(() => true) });
    const random = vi.fn(() => 0);
    engine = createHapticEngine(random);
    expect(hapticsAvailable()).toBe(true);
    // Light taps are never dropped (Android alone drops some), notifications are heavy impacts.
    expect(give('tabSwitch', 'genericError')).toEqual([
      'impact {"style":"LIGHT"}',
      'impact {"style":"HEAVY"}',
    ]);
    calls.length = 0;
    engine.setLevel('off');
    expect(give('genericError')).toEqual([]);
    expect(random).not.toHaveBeenCalled();
  });

  it('runs nothing at all where the browser cannot vibrate', () => {
    simulatePlatform('web');
    Reflect.deleteProperty(navigator, 'vibrate');
    expect(hapticsAvailable()).toBe(false);
    const random = vi.fn(() => 0);
    engine = createHapticEngine(random);
    for (const trigger of Object.keys(hapticTriggers) as HapticTrigger[]) give(trigger);
    haptic('genericError');
    expect(calls).toEqual([]);
    expect(random).not.toHaveBeenCalled();
  });
});
