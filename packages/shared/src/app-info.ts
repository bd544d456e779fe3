// docs/product.md#version: version 1.40, build 35.
export const appName = 'Waggle';
export const appVersion = '1.40.0';
export const appBuild = 35;

/** "Version 1.40 (build 35)": the release as people name it (docs/product.md#version), without the patch level. */
export const versionText = `Version ${appVersion.split('.').slice(0, 2).join('.')} (build ${appBuild})`;
