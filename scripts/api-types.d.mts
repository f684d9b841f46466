export declare const SNAPSHOT: string;
export declare const TYPES: string;
export declare function apiTypes(document?: Record<string, unknown>): Promise<string>;
export declare function committedApiTypes(): string;
