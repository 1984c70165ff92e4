//! The worker threads: how many there are, the pool they run on, and how work is split
//! between them ([`bands`] of indices, [`row_bands`] of a matrix's storage).

use super::matrix::{dims, strides, Strided};
use cute_layout::prelude::*;
use cute_layout::Crd2IdxOp;

/// Number of worker threads the kernels spread their tiles over: `CUTE_WORKERS` if set,
/// otherwise the available parallelism (at most 8).
pub fn workers() -> usize {
    std::env::var("CUTE_WORKERS")
        .ok()
        .and_then(|w| w.parse().ok())
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(8)
        })
        .max(1)
}

/// Splits `0..n` into at most `parts` contiguous, non-empty ranges.
pub fn bands(n: usize, parts: usize) -> Vec<std::ops::Range<usize>> {
    let per = n.div_ceil(parts.max(1));
    (0..parts)
        .map(|p| (p * per).min(n)..((p + 1) * per).min(n))
        .filter(|r| !r.is_empty())
        .collect()
}

/// The worker threads: a `thread-tree` pool (the one `matrixmultiply`'s `threading` feature
/// uses), started once, with 8 leaves.
fn pool() -> &'static thread_tree::ThreadTree {
    static POOL: std::sync::OnceLock<Box<thread_tree::ThreadTree>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| thread_tree::ThreadTree::new_with_level(3))
}

/// `job` on every piece of work, on at most [`workers`] of the pool's threads (consecutive
/// pieces share a thread; halves of the list of shares on the two sides of each fork), the
/// results in order.
pub fn par_map<T: Send, R: Send>(work: Vec<T>, job: impl Fn(T) -> R + Sync) -> Vec<R> {
    fn split<T: Send, R: Send>(
        ctx: thread_tree::ThreadTreeCtx<'_>,
        mut shares: Vec<Vec<T>>,
        job: &(impl Fn(T) -> R + Sync),
    ) -> Vec<R> {
        if shares.len() <= 1 {
            return shares.into_iter().flatten().map(job).collect();
        }
        let right = shares.split_off(shares.len() / 2);
        let (mut l, r) = ctx.join(|c| split(c, shares, job), |c| split(c, right, job));
        l.extend(r);
        l
    }
    let threads = workers().min(work.len());
    if threads <= 1 {
        return work.into_iter().map(job).collect();
    }
    // More pieces than threads: each thread takes a run of consecutive pieces (more threads
    // than cores would only take turns on them).
    let per = work.len().div_ceil(threads);
    let mut shares = Vec::with_capacity(threads);
    let mut rest = work.into_iter();
    loop {
        let share: Vec<T> = rest.by_ref().take(per).collect();
        if share.is_empty() {
            break;
        }
        shares.push(share);
    }
    split(pool().top(), shares, &job)
}

/// Splits `data`, the storage of the matrix `whole` (`(rows, cols):(row stride, column
/// stride)`), into at most `parts` bands of `block`-row blocks: each band's first row, its
/// number of rows and its storage, from its first row's offset up to the next band's (the
/// offsets come from the layout). One band when the rows are not disjoint, increasing ranges
/// of the storage (a `&mut` slice splits only into contiguous pieces).
pub(super) fn row_bands(
    data: &mut [f32],
    whole: Strided,
    block: usize,
    parts: usize,
) -> Vec<(usize, usize, &mut [f32])> {
    let rows = dims(&whole).0;
    // Row r holds the offsets r sr + [0, cosize(row)): before row r + 1 when that cosize is at
    // most the row stride sr.
    let disjoint = rows <= 1 || whole.get::<U1>().cosize() <= strides(&whole).0;
    let parts = if disjoint { parts } else { 1 };
    let mut rest = data;
    let mut out = Vec::new();
    let mut done = 0usize;
    for band in bands(rows.div_ceil(block), parts) {
        let (r0, r1) = (band.start * block, (band.end * block).min(rows));
        // From the start of row r0 to the start of row r1 (or the end of the data).
        let end = if r1 < rows {
            whole.crd2idx((r1, 0usize)) as usize
        } else {
            rest.len() + done
        };
        let (mine, tail) = std::mem::take(&mut rest).split_at_mut(end - done);
        done = end;
        out.push((r0, r1 - r0, mine));
        rest = tail;
    }
    out
}
