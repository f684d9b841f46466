export declare const FULL_CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
