import type { ConnectionStatus, NetworkPlugin } from '@capacitor/network';
import { listenToPlugin } from './plugin-listeners';

/** What the device says of its connection: 'wifi', 'cellular', 'none' or 'unknown'. */
export type ConnectionType = ConnectionStatus['connectionType'];

// The plugin's code loads on native devices only, once; it stays out of the web's entry bundle.
let plugin: Promise<NetworkPlugin> | undefined;
const loadNetwork = () => (plugin ??= import('@capacitor/network').then(({ Network }) => Network));

/** docs/product.md#connectivity-and-offline on native: the device's connection now. */
export async function deviceConnection(): Promise<ConnectionStatus> {
  return (await loadNetwork()).getStatus();
}

/** Calls `onChange` with each change of the device's connection; returns how to stop. */
export function onDeviceConnectionChange(onChange: (status: ConnectionStatus) => void): () => void {
  return listenToPlugin(loadNetwork(), (Network) => [
    Network.addListener('networkStatusChange', onChange),
  ]);
}
