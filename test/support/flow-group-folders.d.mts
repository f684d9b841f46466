export declare const INTEGRATION_DIR: string;
export declare const FLOW_GROUPS: Readonly<Record<string, readonly string[]>>;
export declare function allFlowFolders(): string[];
export declare function groupFolders(name: string): readonly string[];
