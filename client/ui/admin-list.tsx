// A platform admin's read-only list of every company's records (/admin/leads, /admin/campaigns): the
// page from the address, then loading, a failed read, nothing yet, or one page of the table with its
// pager. Each screen gives only its query, its words and its columns.
import type { UseQueryResult } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { z } from '../../shared/zod'
import { ColumnsTable, EmptyState, PageHeader, type Column } from './index'
import { LoadError, Pager, TableSkeleton } from './query-state'

const PageParam = z.coerce.number().int().min(1).max(10_000).catch(1)

/** The list's page from `?page=`: 1 when it is missing or not a page number. */
export function usePageParam(): number {
  const [params] = useSearchParams()
  return PageParam.parse(params.get('page') ?? 1)
}

type Props<Row extends { id: string }> = {
  title: string
  lead: string
  /** One record, for the pager ("lead": "Showing 1–25 of 300 leads"). */
  noun: string
  /** The address of the list; page n > 1 is `${path}?page=n`. */
  path: string
  page: number
  pageSize: number
  query: UseQueryResult<{ rows: Row[]; total: number }>
  empty: { title: string; text: string }
  caption: string
  columns: readonly Column<Row>[]
}

export function AdminList<Row extends { id: string }>({
  title,
  lead,
  noun,
  path,
  page,
  pageSize,
  query,
  empty,
  caption,
  columns,
}: Props<Row>) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      {query.isPending ? (
        <TableSkeleton label={`Loading ${noun}s…`} />
      ) : query.isError ? (
        <LoadError what={`the ${noun}s`} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState title={empty.title}>{empty.text}</EmptyState>
      ) : (
        <>
          <Pager
            page={page}
            pageSize={pageSize}
            total={query.data.total}
            shown={query.data.rows.length}
            noun={noun}
            linkTo={(p) => (p === 1 ? path : `${path}?page=${p}`)}
          />
          <ColumnsTable caption={caption} hideCaption rows={query.data.rows} columns={columns} />
        </>
      )}
    </>
  )
}
