//! CuTe's `local_tile` and `local_partition` with a projection (`Step<_1, X, _1>`, written
//! `(U1, X, U1)`): the tiler and coordinate, or the thread layout, keep only the modes where
//! the step has an integer, so that one CTA tiler or one thread layout serves every operand of
//! a GEMM.

use super::engine::EngineMut;
use super::local::{
    local_tile, local_tile_mut, partition_in, LocalPartition, LocalPartitionInput,
    LocalPartitionOp, LocalTile, LocalTileInput, LocalTileOp,
};
use super::tiler::Project;
use super::Tensor;
use crate::layout::Layout;
use crate::AnyLayout;

/// CuTe's `local_tile(tensor, tiler, coord, proj)`: [`local_tile`](super::local_tile) (of a
/// `&Tensor` or an `&IdentityTensor`) with the tiler and the coordinate projected by `step`,
/// keeping their modes where `step` has an integer and leaving out those where it has
/// [`X`](super::X). One CTA tiler and coordinate `(m, n, _)` then serve the three
/// operands of a GEMM: `(U1, X, U1)` for A (`(BM, BK)` at `(m, _)`), `(X, U1, U1)` for B,
/// `(U1, U1, X)` for C.
///
/// # Panics
/// If the projected coordinate is outside the grid of tiles.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_tile_step, Tensor, X};
/// let (m, k) = (256usize, 64usize);
/// let data = vec![0f32; m * k];
/// let a = Tensor::with_layout(&data[..], make_layout!((m, k):(_1, m))).unwrap();
/// let cta_tiler = make_shape!((_128, _64, _16));
/// let cta_coord = (1usize, 0usize, Underscore);
/// let ga = local_tile_step(&a, cta_tiler, cta_coord, (U1::new(), X::default(), U1::new()));
/// assert_eq!(ga.layout().to_string(), "(_128,_16,4):(_1,256,4096)");
/// // An identity tensor the same way, for C's predicates (CuTe's `Step<_1,_1,X>`):
/// let cc = cute_layout::tensor::make_identity_tensor(make_shape!((300usize, 200usize)));
/// let cta_cc = local_tile_step(&cc, cta_tiler, (2usize, 1usize, Underscore), (U1::new(), U1::new(), X::default()));
/// assert_eq!(cta_cc.get_index(0), (256, 64));
/// ```
#[track_caller]
pub fn local_tile_step<X, T, C, P>(
    tensor: X,
    tiler: T,
    coord: C,
    step: P,
) -> <X as LocalTileInput<<P as Project<T>>::Output, <P as Project<C>>::Output>>::Output
where
    P: Project<T> + Project<C>,
    X: LocalTileInput<<P as Project<T>>::Output, <P as Project<C>>::Output>,
{
    let _ = step;
    local_tile(
        tensor,
        <P as Project<T>>::project(tiler),
        <P as Project<C>>::project(coord),
    )
}

/// Writable [`local_tile_step`]: CuTe's `local_tile(mC, cta_tiler, cta_coord, Step<_1,_1,X>{})`
/// for the output.
///
/// # Panics
/// If the projected coordinate is outside the grid of tiles.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_tile_step_mut, Tensor};
/// let (m, n) = (200usize, 136usize);
/// let mut data = vec![0f32; m * n];
/// let mut c = Tensor::with_layout_mut(&mut data[..], make_layout!((m, n):(_1, m))).unwrap();
/// let gc = local_tile_step_mut(&mut c, make_shape!((_128, _128, _8)), (1, 1, Underscore), step!(_1, _1, X));
/// assert_eq!(gc.layout().to_string(), "(_128,_128):(_1,200)"); // as CuTe
/// ```
#[track_caller]
#[allow(clippy::type_complexity)] // the tile's tensor type, spelled out for rustdoc
pub fn local_tile_step_mut<E, L, T, C, P>(
    tensor: &mut Tensor<E, L>,
    tiler: T,
    coord: C,
    step: P,
) -> Tensor<&mut [E::Elem], LocalTile<L, <P as Project<T>>::Output, <P as Project<C>>::Output>>
where
    E: EngineMut,
    P: Project<T> + Project<C>,
    L: LocalTileOp<<P as Project<T>>::Output, <P as Project<C>>::Output>,
{
    let _ = step;
    local_tile_mut(
        tensor,
        <P as Project<T>>::project(tiler),
        <P as Project<C>>::project(coord),
    )
}

/// The thread layout `Layout<S, D>` projected by `step`: its shape's and stride's modes where
/// `step` has an integer (CuTe's `dice(step, thr)`).
type Diced<S, D, P> = Layout<<P as Project<S>>::Output, <P as Project<D>>::Output>;

/// The value of [`Diced`].
fn diced<S: Copy, D: Copy, P: Project<S> + Project<D>>(thr: &Layout<S, D>) -> Diced<S, D, P> {
    Layout::from_parts(
        <P as Project<S>>::project(*thr.shape()),
        <P as Project<D>>::project(*thr.stride()),
    )
}

/// CuTe's `local_partition(tensor, thr, thread, proj)`: [`local_partition`](super::local_partition)
/// by the thread layout projected by `step` (CuTe's `dice(step, thr)`), for thread `thread` of
/// all `size(thr)` threads. The thread's coordinate in a kept mode is `(thread / stride) % extent`
/// of that mode, so the threads that differ only in the left-out modes share a partition. CuTe's
/// tutorial GEMM partitions shared A by `(U1, X)` (the rows of its `16 x 16` thread layout) and
/// shared B by `(X, U1)` (its columns).
///
/// # Panics
/// If `thread >= size(thr)`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_partition_step, Tensor, X};
/// let data: Vec<f32> = (0..128 * 8).map(|x| x as f32).collect();
/// let sa = Tensor::<_, layout!((128, 8):(1, 128))>::new(&data[..]).unwrap();
/// let tc = <layout!((16, 16):(1, 16))>::new();
/// // Thread 17 sits at row 1, column 1: its rows of A are 1, 17, 33, ...
/// let tcsa = local_partition_step(&sa, tc, 17, (U1::new(), X::default()));
/// assert_eq!(tcsa.layout().to_string(), "(_8,_8):(_16,_128)");
/// assert_eq!(tcsa[(2usize, 0usize)], 33.0);
/// ```
#[track_caller]
pub fn local_partition_step<X, S, D, P>(
    tensor: X,
    thr: Layout<S, D>,
    thread: usize,
    step: P,
) -> <X as LocalPartitionInput<Diced<S, D, P>>>::Output
where
    Layout<S, D>: AnyLayout,
    S: Copy,
    D: Copy,
    P: Project<S> + Project<D>,
    X: LocalPartitionInput<Diced<S, D, P>>,
{
    let _ = step;
    tensor.part_among(diced::<S, D, P>(&thr), thread, thr.size())
}

/// Writable [`local_partition_step`].
///
/// # Panics
/// If `thread >= size(thr)`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_partition_step_mut, Tensor};
/// let mut data = vec![0u8; 8 * 8];
/// let mut c = Tensor::<_, layout!((8, 8):(1, 8))>::new_mut(&mut data[..]).unwrap();
/// let threads = <layout!((4, 4):(1, 4))>::new();
/// local_partition_step_mut(&mut c, threads, 5, (U1::new(), U1::new())).fill(1);
/// assert_eq!((data[1 + 8], data[1 + 8 + 4], data[0]), (1, 1, 0));
/// ```
#[track_caller]
#[allow(clippy::type_complexity)] // the partition's tensor type, spelled out for rustdoc
pub fn local_partition_step_mut<E, L, S, D, P>(
    tensor: &mut Tensor<E, L>,
    thr: Layout<S, D>,
    thread: usize,
    step: P,
) -> Tensor<
    &mut [E::Elem],
    LocalPartition<L, Layout<<P as Project<S>>::Output, <P as Project<D>>::Output>>,
>
where
    E: EngineMut,
    Layout<S, D>: AnyLayout,
    S: Copy,
    D: Copy,
    P: Project<S> + Project<D>,
    L: LocalPartitionOp<Diced<S, D, P>>,
{
    let _ = step;
    let (part, start, below) = partition_in(tensor, diced::<S, D, P>(&thr), thread, thr.size());
    tensor.view_from_mut(part, start, below)
}

/// CuTe's `Step<_1, X, _1>{}` (or `make_step(...)`) as a value: for [`local_tile_step`] and
/// [`local_partition_step`], `_1` keeps a mode and `X` (or `_`) leaves it out; as the order
/// of [`make_ordered_layout`](crate::make_ordered_layout) or
/// [`tile_to_shape_ordered`](crate::swizzle::tile_to_shape_ordered), `_0` to `_15`
/// rank the modes.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::make_ordered_layout;
/// use cute_layout::tensor::{local_tile_step, make_identity_tensor};
/// let ca = make_identity_tensor(make_shape!((300usize, 200usize)));
/// let cta = local_tile_step(&ca, make_shape!((_128, _64, _16)), (2, 1, Underscore), step!(_1, X, _1));
/// assert_eq!(cta.to_string(), "ArithTuple(256,_0) o (_128,_16,13):(_1@0,_1@1,_16@1)");
/// // CuTe's make_ordered_layout(Shape<_2,_3,_4>{}, Step<_2,_0,_1>{}):
/// let l = make_ordered_layout(make_shape!((_2, _3, _4)), step!(_2, _0, _1));
/// assert_eq!(l.to_string(), "(_2,_3,_4):(_12,_1,_3)");
/// ```
#[macro_export]
macro_rules! step {
    ($($mode:tt),+ $(,)?) => { ($($crate::__step_mode!($mode),)+) };
}

/// One mode of [`step!`].
#[doc(hidden)]
#[macro_export]
macro_rules! __step_mode {
    (X) => {
        $crate::Underscore
    };
    (_) => {
        $crate::Underscore
    };
    (_0) => { $crate::__step_mode!(@ U0) };
    (_1) => { $crate::__step_mode!(@ U1) };
    (_2) => { $crate::__step_mode!(@ U2) };
    (_3) => { $crate::__step_mode!(@ U3) };
    (_4) => { $crate::__step_mode!(@ U4) };
    (_5) => { $crate::__step_mode!(@ U5) };
    (_6) => { $crate::__step_mode!(@ U6) };
    (_7) => { $crate::__step_mode!(@ U7) };
    (_8) => { $crate::__step_mode!(@ U8) };
    (_9) => { $crate::__step_mode!(@ U9) };
    (_10) => { $crate::__step_mode!(@ U10) };
    (_11) => { $crate::__step_mode!(@ U11) };
    (_12) => { $crate::__step_mode!(@ U12) };
    (_13) => { $crate::__step_mode!(@ U13) };
    (_14) => { $crate::__step_mode!(@ U14) };
    (_15) => { $crate::__step_mode!(@ U15) };
    (@ $u:ident) => {
        <$crate::typenum::$u as ::core::default::Default>::default()
    };
    ($other:tt) => {
        ::core::compile_error!(::core::concat!(
            "step!: `",
            ::core::stringify!($other),
            "` is not a mode of a step: write `_1` to keep a mode or `X` to leave it out, as in CuTe's Step<_1, X, _1>, or `_0` to `_15` for an order"
        ))
    };
}
