//! The `#[cube]` index arithmetic of layouts in kernels: a layout type becomes integer
//! arithmetic while CubeCL expands the kernel (a static leaf a literal, a run-time one a read of
//! the kernel's run-time leaves).
// `#[cube]` expands each function and impl into a module and methods of its own, which carry
// no docs; the items written here are documented.
#![allow(missing_docs)]

use cubecl::prelude::*;

use super::{GpuLayout, GpuLayout2, GpuLayout3, GpuLeaf, Leaves, StaticLayout2, ThreadLayout2};
use crate::int::StaticInt;
use crate::list::{C, E};

/// The value of the leaf `X`: its literal, or slot `slot` of the run-time leaves.
#[cube]
fn leaf<X: GpuLeaf>(rt: &Sequence<u32>, #[comptime] slot: usize) -> u32 {
    if comptime!(X::DYN) {
        *rt.index(slot)
    } else {
        comptime!(X::VALUE as u32).runtime()
    }
}

/// Offsets over the flat leaves (`(i % s0) * d0 + ((i / s0) % s1) * d1 + ...`, the last leaf
/// taking the rest, as CuTe's `crd2idx` of a 1-D index). `s` and `d` are the slots of the
/// first shape and stride leaf among the run-time leaves `rt`.
#[cube]
pub trait LeafMath: 'static + Send + Sync {
    /// The offset of the 1-D index `i`.
    fn index_offset(i: u32, rt: &Sequence<u32>, #[comptime] s: usize, #[comptime] d: usize) -> u32;
    /// The product of the shape leaves (CuTe's `size`).
    fn size(rt: &Sequence<u32>, #[comptime] s: usize) -> u32;
}

#[cube]
impl<S: GpuLeaf, D: GpuLeaf> LeafMath for Leaves<C<S, E>, C<D, E>> {
    fn index_offset(
        i: u32,
        rt: &Sequence<u32>,
        #[comptime] _s: usize,
        #[comptime] d: usize,
    ) -> u32 {
        i * leaf::<D>(rt, d)
    }

    fn size(rt: &Sequence<u32>, #[comptime] s: usize) -> u32 {
        leaf::<S>(rt, s)
    }
}

#[cube]
impl<S: GpuLeaf, D: GpuLeaf, S2: 'static, D2: 'static, ST: 'static, DT: 'static> LeafMath
    for Leaves<C<S, C<S2, ST>>, C<D, C<D2, DT>>>
where
    Leaves<C<S2, ST>, C<D2, DT>>: LeafMath,
{
    fn index_offset(i: u32, rt: &Sequence<u32>, #[comptime] s: usize, #[comptime] d: usize) -> u32 {
        let n = leaf::<S>(rt, s);
        (i % n) * leaf::<D>(rt, d)
            + Leaves::<C<S2, ST>, C<D2, DT>>::index_offset(
                i / n,
                rt,
                comptime!(s + S::DYN as usize),
                comptime!(d + D::DYN as usize),
            )
    }

    fn size(rt: &Sequence<u32>, #[comptime] s: usize) -> u32 {
        leaf::<S>(rt, s) * Leaves::<C<S2, ST>, C<D2, DT>>::size(rt, comptime!(s + S::DYN as usize))
    }
}

/// The flat thread coordinate of a mode of a static thread layout, as CuTe's `get_flat_coord`
/// gives it: the leaves' `(t / d) % s`, folded column-major.
#[cube]
pub trait ThreadMath: 'static + Send + Sync {
    /// The flat coordinate of thread `t`.
    fn flat_coord(t: u32) -> u32;
}

#[cube]
impl<S: StaticInt + Send + Sync, D: StaticInt + Send + Sync> ThreadMath
    for Leaves<C<S, E>, C<D, E>>
{
    fn flat_coord(t: u32) -> u32 {
        // `(t / d) % s`, and 0 for a stride-0 leaf (then the modulus is 1).
        (t / comptime!(D::VALUE.unsigned_abs().max(1) as u32))
            % comptime!(if D::VALUE == 0 { 1 } else { S::VALUE as u32 })
    }
}

#[cube]
impl<
        S: StaticInt + Send + Sync,
        D: StaticInt + Send + Sync,
        S2: 'static,
        D2: 'static,
        ST: 'static,
        DT: 'static,
    > ThreadMath for Leaves<C<S, C<S2, ST>>, C<D, C<D2, DT>>>
where
    Leaves<C<S2, ST>, C<D2, DT>>: ThreadMath,
{
    fn flat_coord(t: u32) -> u32 {
        let head = (t / comptime!(D::VALUE.unsigned_abs().max(1) as u32))
            % comptime!(if D::VALUE == 0 { 1 } else { S::VALUE as u32 });
        head + comptime!(S::VALUE as u32) * Leaves::<C<S2, ST>, C<D2, DT>>::flat_coord(t)
    }
}

/// `layout(i)` for a layout whose run-time leaves start at slot `base` of `rt`.
#[cube]
pub fn offset_rt<L: GpuLayout>(i: u32, rt: &Sequence<u32>, #[comptime] base: usize) -> u32 {
    <L::Flat as LeafMath>::index_offset(i, rt, base, comptime!(base + L::SHAPE_DYNS))
}

/// `layout(i)`: the offset of the 1-D index `i` (a static layout).
#[cube]
pub fn offset<L: GpuLayout>(i: u32) -> u32 {
    let rt = Sequence::<u32>::new();
    offset_rt::<L>(i, &rt, 0usize)
}

/// `layout(c0, c1)` for a rank-2 layout whose run-time leaves start at slot `base` of `rt`
/// (mode 0's leaves, then mode 1's, each shape then stride: the order of the whole layout's
/// shape leaves and stride leaves differs, so [`host::dyn_leaves2`](super::host::dyn_leaves2) lists them by mode).
#[cube]
pub fn offset2_rt<L: GpuLayout2>(
    c0: u32,
    c1: u32,
    rt: &Sequence<u32>,
    #[comptime] base: usize,
) -> u32 {
    offset_rt::<L::M0>(c0, rt, base) + offset_rt::<L::M1>(c1, rt, comptime!(base + L::M0::DYNS))
}

/// `layout(c0, c1)` for a static rank-2 layout; each entry a 1-D index into its mode.
#[cube]
pub fn offset2<L: GpuLayout2>(c0: u32, c1: u32) -> u32 {
    let rt = Sequence::<u32>::new();
    offset2_rt::<L>(c0, c1, &rt, 0usize)
}

/// `layout(v, i, j)` for a layout of three modes whose run-time leaves start at slot `base` of
/// `rt` (whole-layout order, as [`offset_rt`](fn@offset_rt)): the element at the 1-D index
/// `v + size<0> * (i + size<1> * j)`, which is the coordinate `(v, i, j)`.
#[cube]
pub fn offset3_rt<L: GpuLayout3>(
    v: u32,
    i: u32,
    j: u32,
    rt: &Sequence<u32>,
    #[comptime] base: usize,
) -> u32 {
    offset_rt::<L>(
        v + comptime!(L::SIZE0 as u32) * (i + comptime!(L::SIZE1 as u32) * j),
        rt,
        base,
    )
}

/// `layout(v, i, j)` for a static layout of three modes.
#[cube]
pub fn offset3<L: GpuLayout3>(v: u32, i: u32, j: u32) -> u32 {
    let rt = Sequence::<u32>::new();
    offset3_rt::<L>(v, i, j, &rt, 0usize)
}

/// `get<0>(idx2crd(i, shape(L)))` for a static rank-2 layout (mode 0's 1-D coordinate).
#[cube]
pub fn crd0<L: StaticLayout2>(i: u32) -> u32 {
    i % comptime!(L::SIZE0 as u32)
}

/// `get<1>(idx2crd(i, shape(L)))` for a static rank-2 layout (mode 1's 1-D coordinate).
#[cube]
pub fn crd1<L: StaticLayout2>(i: u32) -> u32 {
    i / comptime!(L::SIZE0 as u32)
}

/// Where the tile `(b0, b1)` of `local_tile(L, T, (b0, b1))` starts (`G` = [`TileGrid<L, T>`](super::TileGrid),
/// its run-time leaves at slot `base` of `rt`).
#[cube]
pub fn tile_offset2_rt<G: GpuLayout2>(
    b0: u32,
    b1: u32,
    rt: &Sequence<u32>,
    #[comptime] base: usize,
) -> u32 {
    offset2_rt::<G>(b0, b1, rt, base)
}

/// Where the tile `(b0, b1)` of `local_tile(L, T, (b0, b1))` starts, for a static grid.
#[cube]
pub fn tile_offset2<G: GpuLayout2>(b0: u32, b1: u32) -> u32 {
    offset2::<G>(b0, b1)
}

/// Where thread `t`'s partition `local_partition(L, Thr, t)` starts, for a static rank-2
/// thread layout `Thr`: `P` is [`ThreadTile<L, Thr>`](super::ThreadTile) (its run-time leaves at slot `base` of
/// `rt`), the thread's flat coordinate comes from `Thr`.
#[cube]
pub fn partition_offset_rt<P: GpuLayout2, Thr: ThreadLayout2>(
    t: u32,
    rt: &Sequence<u32>,
    #[comptime] base: usize,
) -> u32 {
    offset2_rt::<P>(
        <Thr::T0 as ThreadMath>::flat_coord(t),
        <Thr::T1 as ThreadMath>::flat_coord(t),
        rt,
        base,
    )
}

/// [`partition_offset_rt`](fn@partition_offset_rt) for a static `P`.
#[cube]
pub fn partition_offset<P: GpuLayout2, Thr: ThreadLayout2>(t: u32) -> u32 {
    let rt = Sequence::<u32>::new();
    partition_offset_rt::<P, Thr>(t, &rt, 0usize)
}
