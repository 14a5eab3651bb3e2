// A list as the member's switches narrow it (src/domain/record-access.ts scopeOf): the rules are
// not filters, so a narrowed member's query must carry these clauses or it is refused whole.
import { query, where } from 'firebase/firestore';
import type { CollectionReference, Query } from 'firebase/firestore';
import type { RecordScope } from '../domain/record-access';

export function narrowed(col: CollectionReference, scope: RecordScope | undefined): Query {
  if (!scope) return col;
  const clauses = [...(scope.ownerId !== null ? [where('ownerId', '==', scope.ownerId)] : []), ...(scope.withoutPayroll ? [where('salaryId', '==', '')] : [])];
  return clauses.length > 0 ? query(col, ...clauses) : col;
}
