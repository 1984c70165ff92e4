//! What the value macros take where they find an expression: `make_layout!(x)` a shape or an
//! extent ([`ShapeOrExtent`]), `make_tile!(a, b)` a tiler or an extent in each mode
//! ([`TilerOrExtent`]), a leaf of any of them a run-time integer ([`RunTimeLeaf`]). Hidden
//! bounds of the macros' expansions, not API of their own.

/// A run-time leaf written as an expression in a value macro (`make_shape!((m, _4))`): an
/// integer, which becomes a [`Dyn`](crate::Dyn).
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an integer: a leaf of `make_shape!`, `make_layout!`, `make_stride!` or `make_coord!` is an integer value",
    label = "not an integer",
    note = "a leaf is a static `_N`, an integer literal, an expression of an integer type (`usize`, `i64`, `i32`, `u32`, `u64`, `isize`, `Dyn`) or of a static integer (`U128::new() + U1::new()`)"
)]
pub trait RunTimeLeaf {
    fn into_dyn(self) -> crate::Dyn;
}

macro_rules! run_time_leaves {
    ($($t:ty),*) => {$(
        impl RunTimeLeaf for $t {
            #[inline(always)]
            fn into_dyn(self) -> crate::Dyn {
                crate::Dyn::from(self)
            }
        }
    )*};
}
run_time_leaves!(i64, i32, u32, usize, u64, isize, crate::Dyn);

/// An expression in a leaf's place, as a value macro expands it:
/// `(&&LeafExpr(e)).leaf()`. Method lookup tries [`StaticLeafExpr`] first (`e` a static
/// integer, which stays static: CuTe's `make_stride(Int<1>{}, bM + Int<1>{})` is `(_1,_129)`),
/// then [`DynLeafExpr`] (anything else, which must be an integer: a [`Dyn`](crate::Dyn)). An
/// unsuffixed integer variable is no static integer, so it stays a `Dyn` without annotations.
#[doc(hidden)]
pub struct LeafExpr<T>(pub T);

/// A static integer expression in a leaf's place: the leaf itself.
#[doc(hidden)]
pub trait StaticLeafExpr {
    type Leaf;
    fn leaf(self) -> Self::Leaf;
}

impl<T: crate::int::StaticInt> StaticLeafExpr for &&LeafExpr<T> {
    type Leaf = T;
    #[inline(always)]
    fn leaf(self) -> T {
        self.0
    }
}

/// Any other expression in a leaf's place: a run-time integer ([`RunTimeLeaf`], whose error
/// names the macros when it is none).
#[doc(hidden)]
pub trait DynLeafExpr {
    type Expr;
    fn leaf(self) -> crate::Dyn
    where
        Self::Expr: RunTimeLeaf;
}

impl<T: Copy> DynLeafExpr for &LeafExpr<T> {
    type Expr = T;
    #[inline(always)]
    fn leaf(self) -> crate::Dyn
    where
        T: RunTimeLeaf,
    {
        self.0.into_dyn()
    }
}

/// The shape of `make_layout!(x)` for an expression `x`: a shape value as it is, a run-time
/// integer as a [`Dyn`](crate::Dyn) extent. Lets the macro take a shape held in a variable
/// (`let s = make_shape!((_4, _8)); make_layout!(s)`) as well as an extent (`make_layout!(m)`).
#[doc(hidden)]
pub trait ShapeOrExtent {
    type Shape;
    fn into_shape(self) -> Self::Shape;
}

macro_rules! extents {
    ($($t:ty),*) => {$(
        impl ShapeOrExtent for $t {
            type Shape = crate::Dyn;
            #[inline(always)]
            fn into_shape(self) -> crate::Dyn {
                crate::Dyn::from(self)
            }
        }
    )*};
}
extents!(i64, i32, u32, usize, u64, crate::Dyn);

macro_rules! shape_values {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> ShapeOrExtent for $t {
            type Shape = Self;
            #[inline(always)]
            fn into_shape(self) -> Self {
                self
            }
        }
    )*};
}
crate::arity::with_leaves!(shape_values);

macro_rules! tuple_shapes {
    ($($t:ident)*) => {
        impl<$($t),*> ShapeOrExtent for ($($t,)*) {
            type Shape = Self;
            #[inline(always)]
            fn into_shape(self) -> Self {
                self
            }
        }
    };
}
crate::arity::for_arities!(tuple_shapes);

/// A mode of `make_tile!(x, ...)` for an expression `x`: a tiler value as it is (a layout, a
/// tuple of tilers, a static extent, `_`), a run-time integer as a [`Dyn`](crate::Dyn) extent.
/// Lets the macro take layouts held in variables (`make_tile!(a, b)`, CuTe's
/// `make_tile(a, b)`) as well as run-time extents (`make_tile!(m, _8)`).
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "make_tile!: `{Self}` is neither a tiler nor a run-time extent",
    label = "not a layout, a tuple of tilers, an extent or `_`",
    note = "a mode of a tiler is a layout (`make_layout!(_4:_2)`), an extent (`_8`, or an integer variable), `_`, or a tuple of these"
)]
pub trait TilerOrExtent {
    type Tiler;
    fn into_tiler(self) -> Self::Tiler;
}

// Every shape or extent is a tiler mode as `make_layout!` takes it; so are layouts and `_`.
impl<T: ShapeOrExtent> TilerOrExtent for T {
    type Tiler = T::Shape;
    #[inline(always)]
    fn into_tiler(self) -> T::Shape {
        self.into_shape()
    }
}

macro_rules! tiler_values {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> TilerOrExtent for $t {
            type Tiler = Self;
            #[inline(always)]
            fn into_tiler(self) -> Self {
                self
            }
        }
    )*};
}
tiler_values!([S, D] crate::Layout<S, D>, [] crate::Underscore);
