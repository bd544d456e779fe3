import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

// docs/product.md#tooltips: a tooltip shows after 700 ms over its control; within 300 ms of one closing,
// the next shows at once.
export const tooltipDelayMs = 700;
export const tooltipSkipDelayMs = 300;

const InProvider = createContext(false);

/**
 * Whether the person is moving the focus with the Tab key: a Tab press's focus change comes
 * between its keydown and its keyup. A control focused otherwise — by a sheet or dialog opening or
 * closing, by a tap — shows no tooltip (docs/product.md#tooltips).
 */
let tabbing = false;
document.addEventListener('keydown', (event) => (tabbing = event.key === 'Tab'), true);
document.addEventListener('keyup', () => (tabbing = false), true);

/**
 * Where tooltips share their timing (the skip delay runs from one to the next). Each screen brings
 * its own (`withTooltips`), so Radix's tooltip code loads with the screens' code rather than with
 * the first paint; a tooltip outside any provider makes its own.
 */
function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={tooltipDelayMs}
      skipDelayDuration={tooltipSkipDelayMs}
      // A label to read, not a panel to point into: it closes as the pointer leaves its control.
      disableHoverableContent
    >
      <InProvider value>{children}</InProvider>
    </TooltipPrimitive.Provider>
  );
}

/**
 * The tooltip's open state. When its control's blur closes it, the focus is between two elements
 * (on the body): removing the tooltip then makes a focus trap around it (a sheet, a dialog) take
 * the focus back to itself, and Tab never leaves the control. So that close waits a task, by when
 * the focus has arrived; a pointer leaving closes it at once.
 */
function useTooltipOpen() {
  const [open, setOpen] = useState(false);
  const blurring = useRef(false);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const onOpenChange = (next: boolean) => {
    clearTimeout(closing.current);
    if (next || !blurring.current) setOpen(next);
    else closing.current = setTimeout(() => setOpen(false));
    blurring.current = false;
  };
  const onBlur = () => {
    blurring.current = true;
  };
  return { open, onOpenChange, onBlur };
}

/** Names an icon-only control in words when the pointer rests on it or the keyboard reaches it. */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const { open, onOpenChange, onBlur } = useTooltipOpen();
  const tooltip = (
    <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger
        asChild
        onBlur={onBlur}
        // Radix opens on every focus unless the event's default is prevented.
        onFocus={(event) => {
          if (!tabbing) event.preventDefault();
        }}
      >
        {children}
      </TooltipPrimitive.Trigger>
      {/*
       * Beside its control rather than in a portal, so it stays inside the control's landmark.
       * The bubble is for the eyes only: aria-label gives Radix's tooltip role its text.
       */}
      <TooltipPrimitive.Content
        aria-label={label}
        side="bottom"
        sideOffset={6}
        collisionPadding={8}
        className="z-[1300] rounded-md bg-stone-900 px-2 py-1 text-xs font-medium text-white shadow-md dark:bg-stone-100 dark:text-stone-900"
      >
        <span aria-hidden="true">{label}</span>
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Root>
  );
  return useContext(InProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}

/** `Screen` inside a tooltip provider: how the route table loads every screen. */
export function withTooltips(Screen: ComponentType): ComponentType {
  return function ScreenWithTooltips() {
    return (
      <TooltipProvider>
        <Screen />
      </TooltipProvider>
    );
  };
}
