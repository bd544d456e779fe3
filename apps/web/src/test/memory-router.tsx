import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders `ui` in a router at `path`; returns how to move it to another path. */
export function renderAtPath(ui: ReactNode, path: string): (to: string) => void {
  const memory = memoryLocation({ path });
  render(<Router hook={memory.hook}>{ui}</Router>);
  return (to: string) => act(() => memory.navigate(to));
}
