import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { commerceKeys, getOrder, listOrders } from './commerce-api';
import type { Order } from './types';
import { isOrderId } from './use-order';

/** The first wait after a change, and the longest while nothing changes. */
export const FIRST_POLL_MS = 2_000;
export const LONGEST_POLL_MS = 30_000;

/** Backoff: 2 s after news, doubling while nothing changes, at most 30 s. */
export const pollDelay = (quietPolls: number) => Math.min(LONGEST_POLL_MS, FIRST_POLL_MS * 2 ** quietPolls);

/** An order that will never move again: nothing more to ask. */
export const settled = (o: Pick<Order, 'status'>) => o.status === 'delivered' || o.status === 'cancelled';

/** What the customer sees move: a change in any of these is news (and resets the backoff). */
const signature = (o: Order) =>
  JSON.stringify([o.status, o.changeMode, o.changeOutcome, o.fulfilment?.status, o.fulfilment?.trackingUrl]);

/** Whether the tab is shown; polling pauses while it is hidden and asks at once when it is back. */
function useVisible() {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const onChange = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/** Counts the polls since the last news, from a signature of what was answered. */
function useQuietPolls(sig: string | undefined, fetchedAt: number) {
  const last = useRef<{ sig: string | undefined; quiet: number }>({ sig: undefined, quiet: 0 });
  const seen = useRef(0);
  if (fetchedAt !== seen.current) {
    seen.current = fetchedAt;
    last.current = sig === last.current.sig ? { sig, quiet: last.current.quiet + 1 } : { sig, quiet: 0 };
  }
  return last.current.quiet;
}

/**
 * An order that keeps itself up to date while its page is open: it asks the server again after
 * 2 s, then less often while nothing moves (backoff to 30 s), at the moment its change window
 * closes, never while the tab is hidden (and at once when it is shown again), and no more once
 * the order is delivered or cancelled.
 */
export function useLiveOrder(id: string | null) {
  const visible = useVisible();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: commerceKeys.order(id ?? 'none'),
    queryFn: () => getOrder(id!),
    enabled: isOrderId(id),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const order = query.data;
  const quiet = useQuietPolls(order && signature(order), query.dataUpdatedAt);
  useEffect(() => {
    if (!order || !visible || settled(order)) return;
    let wait = pollDelay(quiet);
    const closes = order.changeClosesAt ? Date.parse(order.changeClosesAt) - Date.now() + 500 : null;
    if (closes !== null && closes > 0) wait = Math.min(wait, closes);
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: commerceKeys.order(order.id) }),
      wait,
    );
    return () => clearTimeout(timer);
  }, [order, visible, quiet, client]);
  // Shown again after a while hidden: ask now rather than at the next step of the backoff.
  useEffect(() => {
    if (visible && isOrderId(id)) void client.invalidateQueries({ queryKey: commerceKeys.order(id) });
  }, [visible, id, client]);
  return query;
}

/** The order history, kept up to date the same way while any order in it can still move. */
export function useLiveOrders() {
  const visible = useVisible();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: commerceKeys.orders,
    queryFn: listOrders,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const rows = query.data?.orders;
  const quiet = useQuietPolls(
    rows && JSON.stringify(rows.map((o) => [o.status, o.partnerStatus, o.trackingUrl])),
    query.dataUpdatedAt,
  );
  useEffect(() => {
    if (!rows || !visible || rows.every(settled)) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: commerceKeys.orders, exact: true }),
      pollDelay(quiet),
    );
    return () => clearTimeout(timer);
  }, [rows, visible, quiet, client]);
  useEffect(() => {
    if (visible) void client.invalidateQueries({ queryKey: commerceKeys.orders, exact: true });
  }, [visible, client]);
  return query;
}

/** The time now, ticking every second while `on` (a countdown). */
export function useNow(on: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

/** Time left as h:mm:ss (or m:ss under an hour), never below zero. */
export function countdown(ms: number) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
