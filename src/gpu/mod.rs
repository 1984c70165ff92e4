//! Layouts inside CubeCL kernels (feature `gpu`): static layouts, and layouts with run-time
//! leaves (`Dyn`) such as a global matrix `(M,K):(lda,_1)` and the tiles cut from it.
//!
//! The algebra stays on the host: a kernel names the layouts it works with as type parameters
//! (`LocalTile<..>`, `ModeOf<ZippedDivide<..>, U1>`, `LocalPartition<..>`), the Rust compiler
//! resolves them, and the `#[cube]` functions here turn a layout type into index arithmetic.
//! A static leaf becomes a literal in the generated kernel (`comptime!` evaluates it while
//! CubeCL expands the kernel, on the host). A run-time leaf is read from the kernel's
//! run-time leaves, a `Sequence<u32>` argument the host fills from the layout *values*
//! ([`host::dyn_leaves`]) in a fixed order: each layout's run-time shape leaves, then its
//! run-time stride leaves, depth first; a kernel that takes several mixed layouts gives each a
//! `base` slot (the sum of [`GpuLayout::DYNS`] of the layouts before it).
//!
//! - [`offset`](fn@offset) / [`offset_rt`](fn@offset_rt): a 1-D index to an offset (CuTe's `layout(i)`), over the
//!   layout's leaves;
//! - [`offset2`](fn@offset2) / [`offset2_rt`](fn@offset2_rt): a rank-2 coordinate `(c0, c1)`, each a 1-D index into its
//!   mode (a coarse coordinate of a hierarchical layout);
//! - [`crd0`](fn@crd0), [`crd1`](fn@crd1): CuTe's `idx2crd` for a static rank-2 layout, mode by mode;
//! - [`tile_offset2`](fn@tile_offset2) / [`tile_offset2_rt`](fn@tile_offset2_rt): where `local_tile(L, T, (b0, b1))` starts;
//! - [`partition_offset`](fn@partition_offset) / [`partition_offset_rt`](fn@partition_offset_rt): where `local_partition(L, Thr, t)`
//!   starts, for a static rank-2 thread layout (each mode's leaves folded as CuTe's
//!   `get_flat_coord` does);
//! - a static layout's `COSIZE` sizes `SharedMemory` and register `Array`s;
//! - [`View`]: a tensor view, a layout over an `Array` or `SharedMemory` from a base offset
//!   (`smem[view.at(i, &rt)]`); see `examples/gpu_common/kernels.rs`.
//!
//! The same index math runs on the host ([`host`]), so tests check it without a GPU against
//! the layouts' own `crd2idx`.

// `#[cube]` generates expansion modules and methods without docs.
#![allow(missing_docs)]

use core::marker::PhantomData;

use cubecl::prelude::*;

use crate::int::StaticInt;
use crate::layout::{AnyLayout, StaticLayout};
use crate::list::{self, FlattenToList, Internal, C, E};
use crate::modes::ModeOp;
use crate::Dyn;

mod sealed {
    pub trait Sealed {}
    impl<T: crate::int::StaticInt> Sealed for T {}
    impl Sealed for crate::Dyn {}
}

/// A leaf a kernel can read: a typenum integer (a literal in the generated code) or [`Dyn`]
/// (read from the kernel's run-time leaves). Sealed.
pub trait GpuLeaf: sealed::Sealed + Send + Sync + 'static {
    /// Whether the leaf is a run-time value.
    const DYN: bool;
    /// The static value (0 for a run-time leaf).
    const VALUE: i64;
}

impl<T: StaticInt + Send + Sync> GpuLeaf for T {
    const DYN: bool = false;
    const VALUE: i64 = T::VALUE;
}

impl GpuLeaf for Dyn {
    const DYN: bool = true;
    const VALUE: i64 = 0;
}

/// The value of the leaf `X`: its literal, or slot `slot` of the run-time leaves.
#[cube]
fn leaf<X: GpuLeaf>(rt: &Sequence<u32>, #[comptime] slot: usize) -> u32 {
    if comptime!(X::DYN) {
        *rt.index(slot)
    } else {
        comptime!(X::VALUE as u32).runtime()
    }
}

/// The flat leaves of a layout: shape leaves `S` and stride leaves `D`, internal lists.
pub struct Leaves<S, D>(PhantomData<fn() -> (S, D)>);

/// How many run-time leaves a flat list holds.
pub trait DynCount {
    /// The count.
    const N: usize;
}

impl DynCount for E {
    const N: usize = 0;
}

impl<H: GpuLeaf, T: DynCount> DynCount for C<H, T> {
    const N: usize = H::DYN as usize + T::N;
}

/// Offsets over the flat leaves (`(i % s0) * d0 + ((i / s0) % s1) * d1 + ...`, the last leaf
/// taking the rest, as CuTe's `crd2idx` of a 1-D index). `s` and `d` are the slots of the
/// first shape and stride leaf among the run-time leaves `rt`.
#[cube]
pub trait LeafMath: 'static + Send + Sync {
    /// The offset of the 1-D index `i`.
    fn index_offset(i: u32, rt: &Sequence<u32>, #[comptime] s: usize, #[comptime] d: usize) -> u32;
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

/// The flat shape leaves of `L`.
type FlatShape<L> = <list::Repr<<L as AnyLayout>::Shape> as FlattenToList>::Output;
/// The flat stride leaves of `L`.
type FlatStride<L> = <list::Repr<<L as AnyLayout>::Stride> as FlattenToList>::Output;

/// A layout a `#[cube]` kernel can take as a type parameter: static, or with run-time leaves.
pub trait GpuLayout: AnyLayout {
    /// The layout's flat leaves.
    type Flat: LeafMath;
    /// How many of its shape leaves are run-time values.
    const SHAPE_DYNS: usize;
    /// How many of its leaves (shape and stride) are run-time values: the slots it takes in
    /// the kernel's run-time leaves.
    const DYNS: usize;
}

impl<L> GpuLayout for L
where
    L: AnyLayout,
    L::Shape: Internal,
    L::Stride: Internal,
    list::Repr<L::Shape>: FlattenToList,
    list::Repr<L::Stride>: FlattenToList,
    FlatShape<L>: DynCount,
    FlatStride<L>: DynCount,
    Leaves<FlatShape<L>, FlatStride<L>>: LeafMath,
{
    type Flat = Leaves<FlatShape<L>, FlatStride<L>>;
    const SHAPE_DYNS: usize = <FlatShape<L> as DynCount>::N;
    const DYNS: usize = <FlatShape<L> as DynCount>::N + <FlatStride<L> as DynCount>::N;
}

/// A rank-2 layout: its two modes, each a [`GpuLayout`].
pub trait GpuLayout2: GpuLayout {
    /// Mode 0.
    type M0: GpuLayout;
    /// Mode 1.
    type M1: GpuLayout;
}

impl<L> GpuLayout2 for L
where
    L: GpuLayout + ModeOp<typenum::U0> + ModeOp<typenum::U1>,
    <L as ModeOp<typenum::U0>>::Output: GpuLayout,
    <L as ModeOp<typenum::U1>>::Output: GpuLayout,
{
    type M0 = <L as ModeOp<typenum::U0>>::Output;
    type M1 = <L as ModeOp<typenum::U1>>::Output;
}

/// A rank-2 static thread layout: each mode's leaves give the thread's flat coordinate in
/// that mode.
pub trait ThreadLayout2: GpuLayout2 + StaticLayout {
    /// Mode 0's leaves.
    type T0: ThreadMath;
    /// Mode 1's leaves.
    type T1: ThreadMath;
}

impl<L: GpuLayout2 + StaticLayout> ThreadLayout2 for L
where
    <L::M0 as GpuLayout>::Flat: ThreadMath,
    <L::M1 as GpuLayout>::Flat: ThreadMath,
{
    type T0 = <L::M0 as GpuLayout>::Flat;
    type T1 = <L::M1 as GpuLayout>::Flat;
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
/// shape leaves and stride leaves differs, so [`host::dyn_leaves2`] lists them by mode).
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

/// A static rank-2 layout, with the sizes of its two modes.
pub trait StaticLayout2: GpuLayout2 + StaticLayout {
    /// `size<0>(L)`.
    const SIZE0: usize;
    /// `size<1>(L)`.
    const SIZE1: usize;
}

impl<L: GpuLayout2 + StaticLayout> StaticLayout2 for L
where
    L::M0: StaticLayout,
    L::M1: StaticLayout,
{
    const SIZE0: usize = <L::M0 as StaticLayout>::SIZE;
    const SIZE1: usize = <L::M1 as StaticLayout>::SIZE;
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

/// The grid of tiles of `local_tile(L, T, _)`: mode 1 of `zipped_divide(L, T)`.
pub type TileGrid<L, T> = <crate::ZippedDivide<L, T> as ModeOp<typenum::U1>>::Output;

/// Where the tile `(b0, b1)` of `local_tile(L, T, (b0, b1))` starts (`G` = [`TileGrid<L, T>`],
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

/// The tile a thread layout cuts: mode 0 of `zipped_divide(L, shape(Thr))`.
pub type ThreadTile<L, Thr> = <crate::ZippedDivide<
    L,
    (
        <ModeSize<Thr, typenum::U0> as SizeType>::Output,
        <ModeSize<Thr, typenum::U1> as SizeType>::Output,
    ),
> as ModeOp<typenum::U0>>::Output;

/// Mode `I` of a layout (helper for [`ThreadTile`]).
pub type ModeSize<L, I> = <L as ModeOp<I>>::Output;

/// The size of a static layout as a typenum integer (helper for [`ThreadTile`]).
pub trait SizeType {
    /// `size(L)`.
    type Output;
}

impl<L: StaticLayout> SizeType for L
where
    L::Shape: Internal,
    list::Repr<L::Shape>: list::Product,
{
    type Output = list::ProductOf<list::Repr<L::Shape>>;
}

/// Where thread `t`'s partition `local_partition(L, Thr, t)` starts, for a static rank-2
/// thread layout `Thr`: `P` is [`ThreadTile<L, Thr>`] (its run-time leaves at slot `base` of
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

/// `COSIZE` of a layout, for sizing `SharedMemory` and register `Array`s.
pub const fn cosize<L: StaticLayout>() -> usize {
    L::COSIZE
}

/// The same index math on the host, for tests without a GPU: what the generated code computes;
/// and the run-time leaves a kernel takes, from the layout values.
pub mod host {
    use super::*;

    /// The run-time leaves of a layout value, in the order the kernel reads them: shape
    /// leaves, then stride leaves, depth first (as `u32`: offsets wrap like the kernel's).
    pub fn dyn_leaves<L: AnyLayout>(l: &L) -> Vec<u32> {
        let d = l
            .as_dynamic()
            .expect("a layout value converts to the run-time engine");
        let mut out = Vec::new();
        for t in [d.shape(), d.stride()] {
            out.extend(
                t.leaf_list()
                    .into_iter()
                    .filter(|x| !x.is_static)
                    .map(|x| x.value as u32),
            );
        }
        out
    }

    /// The run-time leaves of a rank-2 layout value, mode by mode (the order of
    /// [`super::offset2_rt`](fn@super::offset2_rt)).
    pub fn dyn_leaves2<L: AnyLayout + Copy + ModeOp<typenum::U0> + ModeOp<typenum::U1>>(
        l: &L,
    ) -> Vec<u32>
    where
        <L as ModeOp<typenum::U0>>::Output: AnyLayout,
        <L as ModeOp<typenum::U1>>::Output: AnyLayout,
    {
        let mut out = dyn_leaves(&<L as ModeOp<typenum::U0>>::get(*l));
        out.extend(dyn_leaves(&<L as ModeOp<typenum::U1>>::get(*l)));
        out
    }

    /// Host mirror of [`LeafMath`].
    pub trait HostLeafMath {
        /// As [`LeafMath::index_offset`].
        fn index_offset(i: u32, rt: &[u32], s: usize, d: usize) -> u32;
    }

    fn value<X: GpuLeaf>(rt: &[u32], slot: usize) -> u32 {
        if X::DYN {
            rt[slot]
        } else {
            X::VALUE as u32
        }
    }

    impl<S: GpuLeaf, D: GpuLeaf> HostLeafMath for Leaves<C<S, E>, C<D, E>> {
        fn index_offset(i: u32, rt: &[u32], _s: usize, d: usize) -> u32 {
            i.wrapping_mul(value::<D>(rt, d))
        }
    }

    impl<S: GpuLeaf, D: GpuLeaf, S2, D2, ST, DT> HostLeafMath
        for Leaves<C<S, C<S2, ST>>, C<D, C<D2, DT>>>
    where
        Leaves<C<S2, ST>, C<D2, DT>>: HostLeafMath,
    {
        fn index_offset(i: u32, rt: &[u32], s: usize, d: usize) -> u32 {
            let n = value::<S>(rt, s);
            (i % n).wrapping_mul(value::<D>(rt, d)).wrapping_add(
                Leaves::<C<S2, ST>, C<D2, DT>>::index_offset(
                    i / n,
                    rt,
                    s + S::DYN as usize,
                    d + D::DYN as usize,
                ),
            )
        }
    }

    /// Host mirror of [`ThreadMath`].
    pub trait HostThreadMath {
        /// As [`ThreadMath::flat_coord`].
        fn flat_coord(t: u32) -> u32;
    }

    fn head<S: StaticInt, D: StaticInt>(t: u32) -> u32 {
        if S::VALUE == 1 || D::VALUE == 0 {
            0
        } else {
            (t / D::VALUE.unsigned_abs() as u32) % S::VALUE as u32
        }
    }

    impl<S: StaticInt, D: StaticInt> HostThreadMath for Leaves<C<S, E>, C<D, E>> {
        fn flat_coord(t: u32) -> u32 {
            head::<S, D>(t)
        }
    }

    impl<S: StaticInt, D: StaticInt, S2, D2, ST, DT> HostThreadMath
        for Leaves<C<S, C<S2, ST>>, C<D, C<D2, DT>>>
    where
        Leaves<C<S2, ST>, C<D2, DT>>: HostThreadMath,
    {
        fn flat_coord(t: u32) -> u32 {
            head::<S, D>(t) + S::VALUE as u32 * Leaves::<C<S2, ST>, C<D2, DT>>::flat_coord(t)
        }
    }

    /// Host [`super::offset_rt`](fn@super::offset_rt) (`rt` the layout's own run-time leaves).
    pub fn offset_rt<L: GpuLayout>(i: u32, rt: &[u32]) -> u32
    where
        L::Flat: HostLeafMath,
    {
        <L::Flat as HostLeafMath>::index_offset(i, rt, 0, L::SHAPE_DYNS)
    }

    /// Host [`super::offset`](fn@super::offset).
    pub fn offset<L: GpuLayout>(i: u32) -> u32
    where
        L::Flat: HostLeafMath,
    {
        offset_rt::<L>(i, &[])
    }

    /// Host [`super::offset2_rt`](fn@super::offset2_rt) (`rt` from [`dyn_leaves2`]).
    pub fn offset2_rt<L: GpuLayout2>(c0: u32, c1: u32, rt: &[u32]) -> u32
    where
        <L::M0 as GpuLayout>::Flat: HostLeafMath,
        <L::M1 as GpuLayout>::Flat: HostLeafMath,
    {
        offset_rt::<L::M0>(c0, rt)
            .wrapping_add(offset_rt::<L::M1>(c1, &rt[<L::M0 as GpuLayout>::DYNS..]))
    }

    /// Host [`super::offset2`](fn@super::offset2).
    pub fn offset2<L: GpuLayout2>(c0: u32, c1: u32) -> u32
    where
        <L::M0 as GpuLayout>::Flat: HostLeafMath,
        <L::M1 as GpuLayout>::Flat: HostLeafMath,
    {
        offset2_rt::<L>(c0, c1, &[])
    }

    /// Host [`super::partition_offset_rt`](fn@super::partition_offset_rt).
    pub fn partition_offset_rt<P: GpuLayout2, Thr: GpuLayout2>(t: u32, rt: &[u32]) -> u32
    where
        <P::M0 as GpuLayout>::Flat: HostLeafMath,
        <P::M1 as GpuLayout>::Flat: HostLeafMath,
        <Thr::M0 as GpuLayout>::Flat: HostThreadMath,
        <Thr::M1 as GpuLayout>::Flat: HostThreadMath,
    {
        offset2_rt::<P>(
            <<Thr::M0 as GpuLayout>::Flat as HostThreadMath>::flat_coord(t),
            <<Thr::M1 as GpuLayout>::Flat as HostThreadMath>::flat_coord(t),
            rt,
        )
    }

    /// Host [`super::partition_offset`](fn@super::partition_offset).
    pub fn partition_offset<P: GpuLayout2, Thr: GpuLayout2>(t: u32) -> u32
    where
        <P::M0 as GpuLayout>::Flat: HostLeafMath,
        <P::M1 as GpuLayout>::Flat: HostLeafMath,
        <Thr::M0 as GpuLayout>::Flat: HostThreadMath,
        <Thr::M1 as GpuLayout>::Flat: HostThreadMath,
    {
        partition_offset_rt::<P, Thr>(t, &[])
    }
}

/// A tensor view inside a kernel: a layout `L` over an `Array` or `SharedMemory`, starting at
/// `base` (CuTe's `make_tensor(ptr + base, L)`). `L`'s run-time leaves, if it has any, are
/// read from the kernel's run-time leaves at slot `slot`.
///
/// `data[view.at(i, &rt)]` is element `i` of the view; [`View::at2`] takes a rank-2
/// coordinate. A thread's partition of a tile is the view of its partition layout at the
/// tile's start plus [`partition_offset_rt`](fn@partition_offset_rt); see the transpose in
/// `examples/gpu_common/kernels.rs`.
#[derive(CubeType, Clone, Copy)]
pub struct View<L: GpuLayout> {
    /// Where the view starts in its storage.
    pub base: u32,
    #[cube(comptime)]
    slot: usize,
    #[cube(comptime)]
    layout: PhantomData<L>,
}

#[cube]
impl<L: GpuLayout> View<L> {
    /// The view of `L` at `base`, its run-time leaves at `slot`.
    pub fn new(base: u32, #[comptime] slot: usize) -> View<L> {
        View::<L> {
            base,
            slot,
            layout: PhantomData,
        }
    }

    /// Where element `i` (a 1-D index) is in the storage.
    pub fn at(&self, i: u32, rt: &Sequence<u32>) -> u32 {
        self.base + offset_rt::<L>(i, rt, self.slot)
    }
}

#[cube]
impl<L: GpuLayout2> View<L> {
    /// Where element `(c0, c1)` (each a 1-D index into its mode) is in the storage.
    pub fn at2(&self, c0: u32, c1: u32, rt: &Sequence<u32>) -> u32 {
        self.base + offset2_rt::<L>(c0, c1, rt, self.slot)
    }
}
