//! The loop nests of tensors (crate-private), for every layout: the leaves of the public shape
//! and stride values, flattened into a list of `(extent, stride)` pairs, one `for` loop each. A
//! static leaf is a constant of its loop, a [`Dyn`](crate::Dyn) leaf the value stored in the
//! layout, so that after inlining the nest is the one a person writes by hand, with constant
//! trip counts where the layout is static. `super::loops` walks the coalesced layouts (a tile
//! of contiguous modes is one loop).
//!
//! The order is the layout's: the first leaf (mode 0, and inside a nested mode its first
//! sub-mode) is the innermost loop, the last leaf the outermost.

use crate::int::Dyn;
use crate::list::value::{Cell, Nil};
use crate::tuple::LeafValue;

/// One loop: extent `S` and stride `D` (each a typenum constant or a [`Dyn`]).
#[derive(Clone, Copy)]
pub struct Leaf<S, D>(S, D);

/// The leaves of a shape value `Self` and its stride value `D`, in layout order, put before
/// the list `T`: `Cell<Leaf<s0, d0>, Cell<Leaf<s1, d1>, ... T>>`.
pub trait FlatLeaves<D> {
    /// The list.
    type Out<T>;
    /// The leaves of `self` and `d`, then `tail`.
    fn flat<T>(&self, d: &D, tail: T) -> Self::Out<T>;
}

macro_rules! leaf_flat {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__D: LeafValue, $($g)*> FlatLeaves<__D> for $t {
            type Out<__T> = Cell<Leaf<$t, __D>, __T>;
            #[inline(always)]
            fn flat<__T>(&self, d: &__D, tail: __T) -> Self::Out<__T> {
                Cell(Leaf(*self, *d), tail)
            }
        }
    )*};
}
crate::arity::with_leaves!(leaf_flat);
leaf_flat!([] Dyn);

/// `flat` of a tuple: the leaves of its first mode, then those of the others.
macro_rules! tuple_flat {
    (@out $tail:ty;) => { $tail };
    (@out $tail:ty; ($s:ident $d:ident $i:tt) $($rest:tt)*) => {
        <$s as FlatLeaves<$d>>::Out<tuple_flat!(@out $tail; $($rest)*)>
    };
    (@val $self:ident $dd:ident $tail:expr;) => { $tail };
    (@val $self:ident $dd:ident $tail:expr; ($s:ident $d:ident $i:tt) $($rest:tt)*) => {
        $self.$i.flat(&$dd.$i, tuple_flat!(@val $self $dd $tail; $($rest)*))
    };
    ($(($s:ident $d:ident $unused:ident $i:tt))+) => {
        impl<$($s: FlatLeaves<$d>, $d),+> FlatLeaves<($($d,)+)> for ($($s,)+) {
            type Out<__T> = tuple_flat!(@out __T; $(($s $d $i))+);
            #[inline(always)]
            fn flat<__T>(&self, d: &($($d,)+), tail: __T) -> Self::Out<__T> {
                tuple_flat!(@val self d tail; $(($s $d $i))+)
            }
        }
    };
}

crate::arity::for_arities_indexed!(tuple_flat);

/// The flat loop list of the layout with shape `S` and stride `D`.
pub type Flat<S, D> = <S as FlatLeaves<D>>::Out<Nil>;

/// The flat loop list of a shape and stride value.
#[inline(always)]
pub fn flat<S: FlatLeaves<D>, D>(s: &S, d: &D) -> Flat<S, D> {
    s.flat(d, Nil)
}

/// A loop nest over a list of leaves: `f(offset)` for every coordinate, first leaf fastest.
pub trait Nest {
    /// Runs the nest from `base`.
    fn nest<F: FnMut(isize)>(&self, base: isize, f: &mut F);
    /// The same offsets as runs of the innermost loop: `f(start, count, stride)` for each
    /// iteration of the outer loops.
    fn runs<F: FnMut(isize, usize, isize)>(&self, base: isize, f: &mut F);
}

impl Nest for Nil {
    #[inline(always)]
    fn nest<F: FnMut(isize)>(&self, base: isize, f: &mut F) {
        f(base)
    }
    #[inline(always)]
    fn runs<F: FnMut(isize, usize, isize)>(&self, base: isize, f: &mut F) {
        f(base, 1, 0)
    }
}

impl<S: LeafValue, D: LeafValue, T: Nest> Nest for Cell<Leaf<S, D>, T> {
    #[inline(always)]
    fn nest<F: FnMut(isize)>(&self, base: isize, f: &mut F) {
        let n = self.0 .0.value() as isize;
        let d = self.0 .1.value() as isize;
        // The outer leaves loop around this one.
        self.1.nest(base, &mut |b| {
            if d == 1 {
                strips(n, &mut |c| f(b + c));
            } else {
                for c in 0..n {
                    f(b + c * d);
                }
            }
        })
    }
    #[inline(always)]
    fn runs<F: FnMut(isize, usize, isize)>(&self, base: isize, f: &mut F) {
        let n = self.0 .0.value().max(0) as usize;
        let d = self.0 .1.value() as isize;
        self.1.nest(base, &mut |b| f(b, n, d))
    }
}

/// Two lists of leaves walked as one nest: `f(offset_a, offset_b)`, first leaf fastest. Only
/// meaningful when [`Nest2::same_extents`] holds (same number of leaves, same extents).
pub trait Nest2<B> {
    /// Whether both lists have the same number of leaves with equal extents (a constant when
    /// the numbers differ or every extent is static).
    fn same_extents(&self, b: &B) -> bool;
    /// Runs the joint nest from `(a, b)`.
    fn nest2<F: FnMut(isize, isize)>(&self, other: &B, a: isize, b: isize, f: &mut F);
    /// The same pairs as runs of the innermost loop: `f(start_a, start_b, count, stride_a,
    /// stride_b)` for each iteration of the outer loops.
    fn runs2<F: FnMut(isize, isize, usize, isize, isize)>(&self, other: &B, f: &mut F);
}

impl Nest2<Nil> for Nil {
    #[inline(always)]
    fn same_extents(&self, _: &Nil) -> bool {
        true
    }
    #[inline(always)]
    fn nest2<F: FnMut(isize, isize)>(&self, _: &Nil, a: isize, b: isize, f: &mut F) {
        f(a, b)
    }
    #[inline(always)]
    fn runs2<F: FnMut(isize, isize, usize, isize, isize)>(&self, _: &Nil, f: &mut F) {
        f(0, 0, 1, 0, 0)
    }
}

impl<H, T> Nest2<Nil> for Cell<H, T> {
    #[inline(always)]
    fn same_extents(&self, _: &Nil) -> bool {
        false
    }
    #[inline(always)]
    fn nest2<F: FnMut(isize, isize)>(&self, _: &Nil, _: isize, _: isize, _: &mut F) {}
    #[inline(always)]
    fn runs2<F: FnMut(isize, isize, usize, isize, isize)>(&self, _: &Nil, _: &mut F) {}
}

impl<H, T> Nest2<Cell<H, T>> for Nil {
    #[inline(always)]
    fn same_extents(&self, _: &Cell<H, T>) -> bool {
        false
    }
    #[inline(always)]
    fn nest2<F: FnMut(isize, isize)>(&self, _: &Cell<H, T>, _: isize, _: isize, _: &mut F) {}
    #[inline(always)]
    fn runs2<F: FnMut(isize, isize, usize, isize, isize)>(&self, _: &Cell<H, T>, _: &mut F) {}
}

impl<SA, DA, TA, SB, DB, TB> Nest2<Cell<Leaf<SB, DB>, TB>> for Cell<Leaf<SA, DA>, TA>
where
    SA: LeafValue,
    DA: LeafValue,
    SB: LeafValue,
    DB: LeafValue,
    TA: Nest2<TB>,
{
    #[inline(always)]
    fn same_extents(&self, other: &Cell<Leaf<SB, DB>, TB>) -> bool {
        self.1.same_extents(&other.1) && self.0 .0.value() == other.0 .0.value()
    }
    #[inline(always)]
    fn nest2<F: FnMut(isize, isize)>(
        &self,
        other: &Cell<Leaf<SB, DB>, TB>,
        a: isize,
        b: isize,
        f: &mut F,
    ) {
        let n = self.0 .0.value() as isize;
        let da = self.0 .1.value() as isize;
        let db = other.0 .1.value() as isize;
        self.1.nest2(&other.1, a, b, &mut |a, b| {
            if da == 1 && db == 1 {
                strips(n, &mut |c| f(a + c, b + c));
            } else {
                for c in 0..n {
                    f(a + c * da, b + c * db);
                }
            }
        })
    }
    #[inline(always)]
    fn runs2<F: FnMut(isize, isize, usize, isize, isize)>(
        &self,
        other: &Cell<Leaf<SB, DB>, TB>,
        f: &mut F,
    ) {
        let n = self.0 .0.value().max(0) as usize;
        let da = self.0 .1.value() as isize;
        let db = other.0 .1.value() as isize;
        self.1.nest2(&other.1, 0, 0, &mut |a, b| f(a, b, n, da, db))
    }
}

/// Trip count of the inner loop of a strip-mined contiguous loop.
const STRIP: isize = 32;

/// `f(c)` for `c` in `0..n`, as strips of `STRIP` iterations and a remainder. Where `n` is a
/// constant of the layout, the strips have a constant trip count that the optimiser unrolls
/// and vectorises as it would a hand-written loop over a small tile, rather than leaving a long
/// loop with its default (small) unrolling.
#[inline(always)]
fn strips<F: FnMut(isize)>(n: isize, f: &mut F) {
    let full = n - n % STRIP;
    let mut c0 = 0;
    while c0 < full {
        for c in c0..c0 + STRIP {
            f(c);
        }
        c0 += STRIP;
    }
    for c in full..n {
        f(c);
    }
}
