//! CuTe's divides and composition of a tensor (`zipped_divide(tensor, tiler)`, ...): the same
//! storage seen through the divided layout, for a tensor of any layout (static, with run-time
//! leaves, or swizzled) and a tiler value; and the same divides of a rank-2 identity tensor,
//! whose result is a [`CoordTensor`] of its coordinates. The layout is the layout algebra's
//! ([`LayoutAlgebra`](crate::LayoutAlgebra)); the view refuses elements past its storage, as a
//! partial tile from [`local_tile`](super::local_tile) does (CuTe does not check). The
//! `Tensor` methods `logical_divide::<T>()` and friends are the static-only forms that prove at
//! compile time that the result stays inside the storage.

use super::coord::{CoordLayout, CoordTensor, IdLayout};
use super::engine::{Engine, EngineMut};
use super::identity::{FlatShape, IdentityLayout, IdentityTensor};
use super::Tensor;
use crate::algebra::compose::CompositionOp;
use crate::algebra::divide::{FlatDivideOp, LogicalDivideOp, TiledDivideOp, ZippedDivideOp};
use crate::algebra::registry::op;
use crate::{Composition, FlatDivide, LogicalDivide, TiledDivide, ZippedDivide};

/// What the free divides and [`composition`] take, with the operation `K` and its argument
/// `A` (a tiler or a layout): `&Tensor` (a view of the same storage), a rank-2
/// `&IdentityTensor` (a [`CoordTensor`], CuTe's `ArithTuple(_0,_0) o ...`) or a rank-2
/// `&IdentityLayout` (a [`CoordLayout`]). Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{make_identity_tensor, tiled_divide, zipped_divide};
/// // CuTe's tiled_copy_if.cu: the coordinates of each block, for the predicates.
/// let id = make_identity_tensor(make_shape!((10usize, 7usize)));
/// let blocks = zipped_divide(&id, make_shape!((_4, _2)));
/// assert_eq!(blocks.to_string(), "ArithTuple(_0,_0) o ((_4,_2),(3,4)):((_1@0,_1@1),(_4@0,_2@1))");
/// // Element (1,1) of block (2,3) (past the edge: CuTe prints (9,7) too; test with `elem_less`).
/// assert_eq!(blocks.get(((1usize, 1usize), (2usize, 3usize))), Some((9, 7)));
/// let t = tiled_divide(&id, make_shape!((_4, _2)));
/// assert_eq!(t.to_string(), "ArithTuple(_0,_0) o ((_4,_2),3,4):((_1@0,_1@1),_4@0,_2@1)");
/// ```
#[diagnostic::on_unimplemented(
    message = "the divides and composition of a tensor take a `&Tensor`, or a rank-2 `&IdentityTensor` or `&IdentityLayout`, not this argument",
    label = "not a `&Tensor`, a rank-2 `&IdentityTensor` or a rank-2 `&IdentityLayout`",
    note = "pass a reference: `zipped_divide(&tensor, tiler)`; the `_mut` forms take a `&mut Tensor`"
)]
pub trait DivideInput<K, A>: seal::Sealed {
    /// The divided tensor.
    type Output;
    #[doc(hidden)]
    fn apply(self, arg: A) -> Self::Output;
}

mod seal {
    pub trait Sealed {}
}

impl<E, L> seal::Sealed for &Tensor<E, L> {}
impl<S: FlatShape> seal::Sealed for &IdentityTensor<S> {}
impl<S: FlatShape> seal::Sealed for &IdentityLayout<S> {}

macro_rules! tensor_ops {
    ($($(#[$doc:meta])* $name:ident, $name_mut:ident, $op:ident, $alias:ident, $arg:ident;)*) => {$(
        $(#[$doc])*
        pub fn $name<X, T>(tensor: X, $arg: T) -> X::Output
        where
            X: DivideInput<op::$name, T>,
        {
            tensor.apply($arg)
        }

        impl<'a, E, L, T> DivideInput<op::$name, T> for &'a Tensor<E, L>
        where
            E: Engine,
            L: $op<T> + Copy,
        {
            type Output = Tensor<E::View<'a>, $alias<L, T>>;
            fn apply(self, $arg: T) -> Self::Output {
                let layout = $op::apply(self.layout, $arg);
                Tensor::from_parts_at(self.engine.view_data(0), layout, self.origin())
            }
        }

        impl<S0: Copy, S1: Copy, T> DivideInput<op::$name, T> for &IdentityTensor<(S0, S1)>
        where
            (S0, S1): FlatShape<Coord = (usize, usize)>,
            IdLayout<S0, S1>: $op<T>,
            $alias<IdLayout<S0, S1>, T>: crate::AnyLayout,
        {
            type Output = CoordTensor<$alias<IdLayout<S0, S1>, T>>;
            fn apply(self, $arg: T) -> Self::Output {
                let whole = self.as_coords();
                whole.sub_part($op::apply(*whole.part(), $arg), 0, &[])
            }
        }

        impl<S0: Copy, S1: Copy> IdentityLayout<(S0, S1)>
        where
            (S0, S1): FlatShape<Coord = (usize, usize)>,
        {
            #[doc = concat!("CuTe's `", stringify!($name), "` of this identity layout: the free [`", stringify!($name), "`] of `&self`.")]
            pub fn $name<T>(&self, $arg: T) -> CoordLayout<$alias<IdLayout<S0, S1>, T>>
            where
                IdLayout<S0, S1>: $op<T>,
                $alias<IdLayout<S0, S1>, T>: crate::AnyLayout,
            {
                $name(self, $arg)
            }
        }

        impl<S0: Copy, S1: Copy, T> DivideInput<op::$name, T> for &IdentityLayout<(S0, S1)>
        where
            (S0, S1): FlatShape<Coord = (usize, usize)>,
            IdLayout<S0, S1>: $op<T>,
            $alias<IdLayout<S0, S1>, T>: crate::AnyLayout,
        {
            type Output = CoordLayout<$alias<IdLayout<S0, S1>, T>>;
            fn apply(self, $arg: T) -> Self::Output {
                let whole = self.tensor().as_coords();
                CoordLayout::from_zero($op::apply(*whole.part(), $arg), self.tensor().step())
            }
        }

        #[doc = concat!("Writable [`", stringify!($name), "`].")]
        pub fn $name_mut<E, L, T>(
            tensor: &mut Tensor<E, L>,
            $arg: T,
        ) -> Tensor<&mut [E::Elem], $alias<L, T>>
        where
            E: EngineMut,
            L: $op<T> + Copy,
        {
            let (layout, origin) = ($op::apply(tensor.layout, $arg), tensor.origin());
            Tensor::from_parts_at(tensor.engine.as_mut_slice(), layout, origin)
        }
    )*};
}

tensor_ops! {
    /// CuTe's `logical_divide(tensor, tiler)`: mode 0 of each divided mode is the tile, mode 1
    /// the tiles.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{logical_divide, Tensor};
    /// let data: Vec<u32> = (0..8).collect();
    /// let t = Tensor::with_layout(&data[..], make_layout!(8:_1)).unwrap();
    /// let d = logical_divide(&t, <layout!(2:4)>::new());
    /// // CuTe keeps the run-time extent 8 / 8 = 1 (`eval-mixed` of the oracle).
    /// assert_eq!(d.layout().to_string(), "(_2,(_4,1)):(_4,(_1,_8))");
    /// assert_eq!(d[(1usize, 2usize)], 6);
    /// ```
    logical_divide, logical_divide_mut, LogicalDivideOp, LogicalDivide, tiler;
    /// CuTe's `zipped_divide(tensor, tiler)`: `((tile), (tiles))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{zipped_divide, Tensor};
    /// let (m, n) = (std::hint::black_box(6usize), 4usize);
    /// let data: Vec<u32> = (0..24).collect();
    /// let t = Tensor::with_layout(&data[..], make_layout!((m, n):(_1, m))).unwrap();
    /// let z = zipped_divide(&t, make_shape!((_2, _2)));
    /// assert_eq!(z.layout().to_string(), "((_2,_2),(3,2)):((_1,6),(_2,12))");
    /// assert_eq!(z[(3usize, 5usize)], 1 + 6 + 2 * 2 + 12);
    /// ```
    zipped_divide, zipped_divide_mut, ZippedDivideOp, ZippedDivide, tiler;
    /// CuTe's `tiled_divide(tensor, tiler)`: `((tile), tiles along mode 0, ...)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{tiled_divide_mut, Tensor};
    /// let mut data = vec![0u32; 24];
    /// let mut t = Tensor::with_layout_mut(&mut data[..], make_layout!((6usize, 4usize):(_1, 6usize))).unwrap();
    /// let mut d = tiled_divide_mut(&mut t, make_shape!((_2, _2)));
    /// assert_eq!(d.layout().to_string(), "((_2,_2),3,2):((_1,6),_2,12)");
    /// d[(0usize, 2usize, 1usize)] = 7; // the tile at rows 4.., columns 2..
    /// assert_eq!(data[4 + 2 * 6], 7);
    /// ```
    tiled_divide, tiled_divide_mut, TiledDivideOp, TiledDivide, tiler;
    /// CuTe's `flat_divide(tensor, tiler)`: `(tile modes..., tiles modes...)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{flat_divide, Tensor};
    /// let data: Vec<u32> = (0..24).collect();
    /// let t = Tensor::with_layout(&data[..], make_layout!((6usize, 4usize):(_1, 6usize))).unwrap();
    /// let f = flat_divide(&t, make_shape!((_2, _2)));
    /// assert_eq!(f.layout().to_string(), "(_2,_2,3,2):(_1,6,_2,12)");
    /// ```
    flat_divide, flat_divide_mut, FlatDivideOp, FlatDivide, tiler;
    /// CuTe's `composition(tensor, layout)` (`tensor.compose(layout)`): the tensor seen through
    /// `layout`, whose values are the tensor's coordinates.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{composition, Tensor};
    /// let data: Vec<u32> = (0..6).collect();
    /// let t = Tensor::with_layout(&data[..], make_layout!((2usize, 3usize):(3usize, _1))).unwrap();
    /// let c = composition(&t, <layout!((3, 2):(2, 1))>::new()); // the transpose
    /// assert_eq!(c[(2usize, 1usize)], t[(1usize, 2usize)]);
    /// ```
    composition, composition_mut, CompositionOp, Composition, layout;
}
