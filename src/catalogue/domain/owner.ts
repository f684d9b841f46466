/**
 * Who a local item belongs to: the active company of its author, or the author alone when they
 * have none (docs/catalogue.md, "Local items and global ones"). The catalogue reads the active company through
 * ActiveCompany (queries/active-company.ts).
 */
export interface Owner {
  userId: string;
  companyId: string | null;
  /** The company's member holds `manageCatalogues` (right `catalogues`): they curate colleagues' items too. */
  curator?: boolean;
}

/**
 * SQL condition (for a table alias) that keeps the items the owner may see: every global item,
 * the active company's local items, and the user's own items added without a company.
 * Parameters: the company id (or null) and the user id, in that order.
 */
export function visibleSql(alias: string): string {
  return `(${alias}.type = 'global' or (${alias}.owner_company_id is not null and ${alias}.owner_company_id = ?::uuid) or (${alias}.owner_company_id is null and ${alias}.owner_user_id = ?::uuid))`;
}
export function visibleParams(owner: Owner | null): [string | null, string | null] {
  return [owner?.companyId ?? null, owner?.userId ?? null];
}

/**
 * SQL condition (for a table alias) that keeps the streets a reader sees: the imported ones, the
 * active company's, and the reader's own added without a company. Parameters: visibleStreetParams.
 */
export function visibleStreetSql(alias: string): string {
  return `(${alias}.source = 'import' or (${alias}.owner_company_id is not null and ${alias}.owner_company_id = ?::uuid) or (${alias}.owner_company_id is null and ${alias}.added_by_user_id = ?::uuid))`;
}
export function visibleStreetParams(reader: Pick<Owner, 'userId' | 'companyId'> | null): [string | null, string | null] {
  return [reader?.companyId ?? null, reader?.userId ?? null];
}

/** What a reader sees of an item's ownership. */
export interface OwnedRow {
  type: string;
  owner_company_id: string | null;
  owner_user_id: string | null;
}
export function isVisibleTo(row: OwnedRow, owner: Owner | null): boolean {
  if (row.type === 'global') return true;
  if (!owner) return false;
  if (row.owner_company_id !== null) return row.owner_company_id === owner.companyId;
  return row.owner_user_id === owner.userId;
}
/** Only the author removes a local item (spec §6: "Users can delete only their own catalogue items"). */
export function isAuthor(row: OwnedRow, owner: Owner): boolean {
  return row.type !== 'global' && row.owner_user_id === owner.userId;
}

/**
 * Who may remove a local item: its author, or a curator of the company it belongs to (owner,
 * administrator, or a member with the right "catalogues", spec 001 §6 "Manage company catalogues").
 */
export function mayRemove(row: OwnedRow, owner: Owner): boolean {
  if (isAuthor(row, owner)) return true;
  return row.type !== 'global' && owner.curator === true && row.owner_company_id !== null && row.owner_company_id === owner.companyId;
}
