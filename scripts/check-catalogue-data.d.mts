export declare const REQUIRED_LISTS: readonly string[];
export declare const PINNED: Readonly<Record<string, Readonly<Record<number, string>>>>;
export declare const MINIMUM: { readonly positions: number; readonly categories: number; readonly universities: number };
export interface CatalogueDataCounts {
  lists: number;
  categories: number;
  positions: number;
  universities: number;
}
export declare function checkCatalogueData(root: string): { errors: string[]; counts: CatalogueDataCounts };
