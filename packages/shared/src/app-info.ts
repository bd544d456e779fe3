// spec §1: version 1.40, build 35.
export const appName = 'Waggle';
export const appVersion = '1.40.0';
export const appBuild = 35;
