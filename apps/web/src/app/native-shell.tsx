import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { watchDeepLinks } from '../lib/native/deep-links';
import { startKeyboardHelper } from '../lib/native/keyboard-helper';

/**
 * The native apps' behaviour around the screens (renders nothing): deep links open their screen
 * (docs/product.md#deep-links) and the keyboard helper keeps the focused field above the
 * keyboard (docs/product.md#keyboard). Both do nothing on the web.
 */
export function NativeShell(): null {
  const [, navigate] = useLocation();
  useEffect(() => watchDeepLinks((path) => navigate(path)), [navigate]);
  useEffect(() => startKeyboardHelper(), []);
  return null;
}
