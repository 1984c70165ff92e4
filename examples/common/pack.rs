//! Packing: the copies that lay a block of B out in the panels the micro-kernel reads
//! ([`pack_b`]) and A's rows out contiguously ([`pack_a`]), and the cache-line-aligned buffers
//! they fill, kept between calls.

use super::gemm::BK;
use super::matrix::{part, part_mut, strides, transposed, transposed_mut, Strided};
use super::micro_kernel::NR;
use super::threads::par_map;
use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile, Tensor};
use cute_layout::{Crd2IdxOp, Dyn, Layout};

/// B's block, seen transposed (`BN x BK`), in panels of `NR` columns of B, k-major:
/// `((column in panel, panel), k)`.
pub(super) type PackB = layout!(((16, 64), 512):((1, 8192), 16));

/// A `BM x BK` block of A: static extents, run-time strides.
pub(super) type ABlock = layout!((96, 512):(Dyn, Dyn));

/// Copies the in-range `rm x rk` part of A's block `ga` into `pa` as rows of `BK` contiguous
/// values. Both sides are seen K first (`(rk, rm)`) when A's rows are contiguous, so the copy
/// runs along them; M first otherwise (a column-major A: the copy runs along its columns).
pub(super) fn pack_a(ga: &Tensor<&[f32], ABlock>, (rm, rk): (usize, usize), pa: &mut [f32]) {
    let mut dst =
        Tensor::with_layout_mut(pa, make_layout!((_96, _512):(BK, 1usize))).expect("packed A");
    let src = part(ga, rm, rk);
    let mut dst = part_mut(&mut dst, rm, rk);
    if strides(&src.layout()).1 == 1 {
        transposed_mut(&mut dst).copy_from(&transposed(&src));
    } else {
        dst.copy_from(&src);
    }
}

/// A packing buffer of `len` elements whose first element starts a cache line: a 64-byte step
/// of a packed panel is then one line, never two halves of two lines (a plain `Vec` of a
/// megabyte from glibc's `mmap` starts 16 bytes past a page boundary).
pub(super) struct Buffer {
    data: Vec<f32>,
    at: usize,
    len: usize,
}

impl Buffer {
    fn new(len: usize) -> Self {
        let data = vec![0.0; len + LINE];
        // `align_offset` counts elements; past `LINE` it could not be reached (it cannot
        // happen for f32), and the buffer then simply starts unaligned.
        let at = data.as_ptr().align_offset(LINE * 4);
        let at = if at <= LINE { at } else { 0 };
        Buffer { data, at, len }
    }

    pub(super) fn slice(&mut self) -> &mut [f32] {
        &mut self.data[self.at..self.at + self.len]
    }
}

/// f32 values per cache line.
const LINE: usize = 16;

/// Packing buffers kept between calls (a fresh buffer of a megabyte costs its page faults on
/// every call).
static BUFFERS: std::sync::Mutex<Vec<Buffer>> = std::sync::Mutex::new(Vec::new());

/// A buffer of `len` elements from [`BUFFERS`], or a new one.
pub(super) fn take_buffer(len: usize) -> Buffer {
    let reused = BUFFERS.lock().ok().and_then(|mut pool| {
        let i = pool.iter().position(|b| b.len == len)?;
        Some(pool.swap_remove(i))
    });
    reused.unwrap_or_else(|| Buffer::new(len))
}

/// Returns a buffer to [`BUFFERS`].
pub(super) fn give_back(b: Buffer) {
    if let Ok(mut pool) = BUFFERS.lock() {
        pool.push(b);
    }
}

/// Panels of B packed by one copy (see [`pack_b`]).
const PANELS_AT_ONCE: usize = 4;

/// Packs the block at `at = (bn, bk)` of B's transposed `(BN, BK)` tiling into `pb`'s panels:
/// its full panels of `NR` columns [`PANELS_AT_ONCE`] per copy, its partial edge panel (if
/// any) in another. The micro-kernel reads `rk` steps; panel columns past `rn` feed only
/// results that are not written back.
pub(super) fn pack_b(
    bt: &Tensor<&[f32], Strided>,
    at: (usize, usize),
    (rn, rk): (usize, usize),
    pb: &mut Tensor<&mut [f32], PackB>,
    parallel: bool,
) {
    let gb = local_tile(bt, make_shape!((_1024, _512)), at);
    let full = rn / NR;
    // ((column in panel, panel), k): the block divided into panels of NR columns, copied row
    // of K by row of K, PANELS_AT_ONCE panels at a time: each row of the copy reads 64
    // contiguous values of B and writes four panels (panels are BK * NR floats apart, a
    // multiple of 4 KiB: more write streams at once would share cache sets). Each group of
    // panels is its own piece of `pb`, so with `parallel` the pool's workers share them.
    let panels = gb.layout().logical_divide(make_tile!(_16:_1, _));
    let panel = PackB::default().crd2idx(((0usize, 1usize), 0usize)) as usize;
    let group = PANELS_AT_ONCE * panel;
    let groups: Vec<(usize, &mut [f32])> = pb
        .data_mut()
        .chunks_mut(group)
        .enumerate()
        .map(|(i, d)| (i * PANELS_AT_ONCE, d))
        .take_while(|(g, _)| *g < full)
        .collect();
    let pack = |(g, d): (usize, &mut [f32])| {
        let count = PANELS_AT_ONCE.min(full - g);
        let shape = ((U16::new(), Dyn::from(count)), Dyn::from(rk));
        let src = Layout::from_parts(shape, *panels.stride());
        let dst = Layout::from_parts(shape, *PackB::default().stride());
        let from = panels.crd2idx(((0usize, g), 0usize)) as usize;
        Tensor::with_layout_mut(d, dst)
            .expect("packed B")
            .copy_from(&Tensor::with_layout(&gb.data()[from..], src).expect("B's block"));
    };
    if parallel {
        par_map(groups, pack);
    } else {
        groups.into_iter().for_each(pack);
    }
    if rn % NR != 0 {
        let src = local_tile(&gb, make_shape!((_16, _512)), (full, 0usize));
        let mut dst = pb.slice_mut(((Underscore, full), Underscore));
        part_mut(&mut dst, rn % NR, rk).copy_from(&part(&src, rn % NR, rk));
    }
}
