//! Matrices and tiles as the kernels see them: [`Strided`] layouts ([`Major`] row- or
//! column-major), their extents and strides as `usize`, their transposes, and the in-range
//! [`part`] of a partial edge tile (its [`residue`]).

use cute_layout::prelude::*;
use cute_layout::tensor::{Engine, EngineMut, Tensor};
use cute_layout::{Dyn, Layout};

/// A matrix seen through run-time extents and strides, `(rows, cols):(row stride, column
/// stride)`: a row-major matrix is `(rows, cols):(ld, 1)`, a column-major one
/// `(rows, cols):(1, ld)` ([`Major::layout`]), and its transpose is the same layout with the
/// two modes swapped (`select<1, 0>`).
pub type Strided = Layout<(Dyn, Dyn), (Dyn, Dyn)>;

/// How a matrix operand is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Major {
    /// Rows contiguous: element `(i, j)` at `i * ld + j`.
    Row,
    /// Columns contiguous: element `(i, j)` at `i + j * ld`.
    Col,
}

impl Major {
    /// The layout of a `rows x cols` matrix stored this way with leading dimension `ld`:
    /// `(rows, cols):(ld, 1)` or `(rows, cols):(1, ld)`.
    pub fn layout(self, rows: usize, cols: usize, ld: usize) -> Strided {
        match self {
            Major::Row => make_layout!((rows, cols):(ld, 1usize)),
            Major::Col => make_layout!((rows, cols):(1usize, ld)),
        }
    }
}

/// The extents of a matrix layout.
pub(super) fn dims(l: &Strided) -> (usize, usize) {
    (extent_of(l.shape().0), extent_of(l.shape().1))
}

/// The strides of a matrix layout.
pub(super) fn strides(l: &Strided) -> (usize, usize) {
    (extent_of(l.stride().0), extent_of(l.stride().1))
}

/// The transpose of a matrix: the same storage, the modes swapped.
pub(super) fn transposed<'a>(t: &Tensor<&'a [f32], Strided>) -> Tensor<&'a [f32], Strided> {
    let data: &'a [f32] = (*t).into_data();
    Tensor::with_layout(data, t.layout().select::<(U1, U0)>()).expect("the same offsets")
}

/// The transpose of a writable matrix view.
pub(super) fn transposed_mut<'b>(
    t: &'b mut Tensor<&mut [f32], Strided>,
) -> Tensor<&'b mut [f32], Strided> {
    let l = t.layout().select::<(U1, U0)>();
    Tensor::with_layout_mut(t.data_mut(), l).expect("the same offsets")
}

/// A run-time extent or stride as a `usize`.
pub(super) fn extent_of(d: Dyn) -> usize {
    usize::try_from(d.0).unwrap_or(0)
}

/// The in-range `rows x cols` part of a (possibly partial) 2-D tile: its storage and strides,
/// run-time extents (`Tensor::with_shape`, checked against the storage).
pub fn part<E: Engine<Elem = f32>, S, D: Copy>(
    tile: &Tensor<E, Layout<S, D>>,
    rows: usize,
    cols: usize,
) -> Tensor<E::View<'_>, Layout<(Dyn, Dyn), D>>
where
    Layout<(Dyn, Dyn), D>: AnyLayout,
{
    tile.with_shape(make_shape!((rows, cols)))
        .expect("the in-range part of a tile is in storage")
}

/// Writable [`part`].
pub fn part_mut<E: EngineMut<Elem = f32>, S, D: Copy>(
    tile: &mut Tensor<E, Layout<S, D>>,
    rows: usize,
    cols: usize,
) -> Tensor<&mut [f32], Layout<(Dyn, Dyn), D>>
where
    Layout<(Dyn, Dyn), D>: AnyLayout,
{
    tile.with_shape_mut(make_shape!((rows, cols)))
        .expect("the in-range part of a tile is in storage")
}

/// How many elements of a mode of extent `extent` tile `t` of extent `tile` holds (CuTe's
/// residue `extent - t * tile`, at most `tile`).
pub fn residue(extent: usize, tile: usize, t: usize) -> usize {
    extent.saturating_sub(t * tile).min(tile)
}
