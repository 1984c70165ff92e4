//! From public operands to the mixed algorithms and back: numbering the run-time leaves,
//! gathering their values, evaluating the result's expressions, and choosing the engine.

use core::ops::Add;

use cute_layout_dynamic::Error;
use generic_array::{ArrayLength, GenericArray};
use typenum::{Add1, UInt, UTerm, B0, B1, U0};

use super::expr::{Eval, Sym, Var};
use crate::int::Dyn;
use crate::layout::{Congruent, Layout};
use crate::list::{C, E};
use crate::tuple::{IntTupleValue, StaticValue, Underscore};

// ---------------------------------------------------------------------------------------------
// Every leaf static, or not (slicing, loops and offsets choose their code by it)
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Numbering: public operand -> engine form with `Sym<Var<I>>` leaves
// ---------------------------------------------------------------------------------------------

/// The engine form of a public operand whose first run-time leaf is variable `St`: tuples
/// become cons lists, a run-time leaf `Sym<Var<I>>`; `Next` is the next free variable.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an IntTuple, a layout or a tiler",
    note = "use typenum integers (`U4`, `N512`), `Dyn` run-time integers, Rust tuples of them (up to 16 elements), `Layout<S, D>` and `Underscore`"
)]
pub trait Number<St> {
    /// The engine form.
    type Repr;
    /// The first variable after this operand's.
    type Next;
}

crate::arity::for_leaves_unbounded!([St] Number<St> { type Repr = Self; type Next = St; });

impl<St: Add<B1>> Number<St> for Dyn {
    type Repr = Sym<Var<St>>;
    type Next = Add1<St>;
}

impl<St: Add<B1>> Number<St> for usize {
    type Repr = Sym<Var<St>>;
    type Next = Add1<St>;
}

impl<St> Number<St> for Underscore {
    type Repr = Underscore;
    type Next = St;
}

impl<St> Number<St> for () {
    type Repr = E;
    type Next = St;
}

/// `Number` for one tuple arity: the elements are numbered left to right, each starting where
/// the one before it stopped (one impl per arity, so a tuple costs the solver one step).
macro_rules! number_arity {
    ($($t:ident)+) => { number_arity!(@step [$($t)+] [St] [] [] $($t)+); };
    (@step [$($all:ident)+] [$cur:ty] [$($wh:tt)*] [$($r:tt)*] $h:ident $($rest:ident)*) => {
        number_arity!(@step [$($all)+] [<$h as Number<$cur>>::Next]
            [$($wh)* $h: Number<$cur>,] [$($r)* [<$h as Number<$cur>>::Repr]] $($rest)*);
    };
    (@step [$($all:ident)+] [$cur:ty] [$($wh:tt)*] [$($r:tt)*]) => {
        impl<St, $($all),+> Number<St> for ($($all,)+) where $($wh)* {
            type Repr = number_arity!(@list $($r)*);
            type Next = $cur;
        }
    };
    (@list [$h:ty] $($rest:tt)*) => { C<$h, number_arity!(@list $($rest)*)> };
    (@list) => { E };
    () => {};
}

crate::arity::for_arities!(number_arity);

impl<St, S: Number<St>, D: Number<S::Next>> Number<St> for Layout<S, D> {
    type Repr = Layout<S::Repr, D::Repr>;
    type Next = D::Next;
}

/// Writes the values of a public operand's run-time leaves, in [`Number`]'s order, from
/// position `at` of `out`; returns the next position.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an IntTuple, a layout or a tiler",
    note = "use typenum integers (`U4`, `N512`), `Dyn` run-time integers, Rust tuples of them (up to 16 elements), `Layout<S, D>` and `Underscore`"
)]
pub trait Gather {
    /// Writes the values; returns the next position.
    fn gather(&self, out: &mut [i64], at: usize) -> usize;
}

crate::arity::for_leaves!([] Gather {
    #[inline(always)]
    fn gather(&self, _: &mut [i64], at: usize) -> usize {
        at
    }
});

/// `Gather` for one tuple arity: the elements' leaves left to right.
macro_rules! gather_arity {
    ($($t:ident $v:ident),*) => {
        impl<$($t: Gather),*> Gather for ($($t,)*) {
            #[inline(always)]
            #[allow(unused_variables)]
            fn gather(&self, out: &mut [i64], at: usize) -> usize {
                let ($($v,)*) = self;
                $(let at = $v.gather(out, at);)*
                at
            }
        }
    };
}
crate::arity::for_arities_named!(gather_arity);

impl Gather for Dyn {
    #[inline(always)]
    fn gather(&self, out: &mut [i64], at: usize) -> usize {
        if let Some(slot) = out.get_mut(at) {
            *slot = self.0;
        }
        at + 1
    }
}

impl Gather for usize {
    #[inline(always)]
    fn gather(&self, out: &mut [i64], at: usize) -> usize {
        Dyn::from(*self).gather(out, at)
    }
}

impl Gather for Underscore {
    #[inline(always)]
    fn gather(&self, _: &mut [i64], at: usize) -> usize {
        at
    }
}

impl<S: Gather, D: Gather> Gather for Layout<S, D> {
    #[inline(always)]
    fn gather(&self, out: &mut [i64], at: usize) -> usize {
        let at = self.shape().gather(out, at);
        self.stride().gather(out, at)
    }
}

// ---------------------------------------------------------------------------------------------
// Emitting: engine result -> public value
// ---------------------------------------------------------------------------------------------

/// The public value of an engine result: static leaves are their zero-sized values, a
/// run-time leaf `Sym<X>` is `Dyn(X(v))`.
pub trait Emit {
    /// The public type.
    type Public;
    /// The value (run-time arithmetic never panics: see [`Eval::eval`]).
    fn emit(v: &[i64]) -> Self::Public;
    /// The value, or the error of operation `op` that computing it meets.
    fn try_emit(v: &[i64], op: &'static str) -> Result<Self::Public, Error>;
}

crate::arity::for_leaves!([] Emit {
    type Public = Self;
    #[inline(always)]
    fn emit(_: &[i64]) -> Self {
        crate::tuple::value::zst()
    }
    #[inline(always)]
    fn try_emit(_: &[i64], _: &'static str) -> Result<Self, Error> {
        Ok(crate::tuple::value::zst())
    }
});

impl<X: Eval> Emit for Sym<X> {
    type Public = Dyn;
    #[inline(always)]
    fn emit(v: &[i64]) -> Dyn {
        Dyn(X::eval(v))
    }
    #[inline(always)]
    fn try_emit(v: &[i64], op: &'static str) -> Result<Dyn, Error> {
        X::try_eval(v, op).map(Dyn)
    }
}

/// `Emit` for one list arity: the public tuple of the elements' public values (one impl per
/// arity, so a tuple of the result costs the solver one step, not one per element).
macro_rules! emit_arity {
    ($($t:ident)*) => {
        impl<$($t: Emit),*> Emit for emit_arity!(@list $($t)*) {
            type Public = ($($t::Public,)*);
            #[inline(always)]
            #[allow(unused_variables, clippy::unused_unit)]
            fn emit(v: &[i64]) -> Self::Public {
                ($($t::emit(v),)*)
            }
            #[inline(always)]
            #[allow(unused_variables)]
            fn try_emit(v: &[i64], op: &'static str) -> Result<Self::Public, Error> {
                Ok(($($t::try_emit(v, op)?,)*))
            }
        }
    };
    (@list $h:ident $($t:ident)*) => { C<$h, emit_arity!(@list $($t)*)> };
    (@list) => { E };
}

crate::arity::for_arities!(emit_arity);

/// `impl Trait for` a list of 17 elements or more (`X0` to `X16`, then `Rest`): a result longer
/// than the longest tuple, whose impls fail with an error that says so.
macro_rules! over_sixteen {
    ([$($g:ident),*] $tr:ty where [$($w:tt)*] { $($body:tt)* }) => {
        impl<X0, X1, X2, X3, X4, X5, X6, X7, X8, X9, X10, X11, X12, X13, X14, X15, X16, Rest, $($g),*>
            $tr for C<X0, C<X1, C<X2, C<X3, C<X4, C<X5, C<X6, C<X7, C<X8, C<X9, C<X10, C<X11, C<X12,
                C<X13, C<X14, C<X15, C<X16, Rest>>>>>>>>>>>>>>>>>
        where
            $($w)*
        {
            $($body)*
        }
    };
}

// A result with a tuple of 17 modes or more: its error (the operation is named by the call's
// span; the engine's run-time results do not carry it as a type).
over_sixteen! {
    [] Emit where [
        Self: ModeCount,
        B0: TupleLimitRt<<Self as ModeCount>::N>,
    ] {
        type Public = ();
        fn emit(_: &[i64]) {}
        fn try_emit(_: &[i64], _: &'static str) -> Result<(), Error> {
            Ok(())
        }
    }
}

crate::decimal::decimal_check! {
    /// A result's tuples have at most 16 modes (layouts with run-time leaves).
    #[diagnostic::on_unimplemented(
        message = "the result of this layout operation has a tuple of {N} modes, more than the 16 a tuple of this library holds",
        label = "tuples go up to 16 elements here: group modes (group_modes) before the operation, or use fewer",
        note = "Num<N> is the number N"
    )]
    TupleLimitRt / TupleLimitRtFails<N>;
}

impl<S: Emit, D: Emit> Emit for Layout<S, D> {
    type Public = Layout<S::Public, D::Public>;
    #[inline(always)]
    fn emit(v: &[i64]) -> Self::Public {
        Layout::from_parts(S::emit(v), D::emit(v))
    }
    #[inline(always)]
    fn try_emit(v: &[i64], op: &'static str) -> Result<Self::Public, Error> {
        Ok(Layout::from_parts(S::try_emit(v, op)?, D::try_emit(v, op)?))
    }
}

// ---------------------------------------------------------------------------------------------
// Running an operation
// ---------------------------------------------------------------------------------------------

/// An operation's name, as errors print it.
pub trait OpName {
    /// CuTe's name, e.g. `logical_divide`.
    const NAME: &'static str;
}

/// A check of a mixed result against its inputs that `try_` forms run after the arithmetic
/// (e.g. composition's `R(c) == A(B(c))`); most operations have none.
pub trait PostCheck<L, T, O> {
    /// `Ok` when `out` is a correct result of the operation on `l`, `t`.
    fn post_check(l: &L, t: &T, out: &O) -> Result<(), Error>;
}

/// The mixed algorithm of operation `Self` on engine forms `A`, `B`.
pub trait MixedEngine<A, B> {
    /// The engine-form result.
    type Output;
}

/// Operation `Self` on public operands with run-time leaves.
pub trait MixedRun<L, T> {
    /// The public result.
    type Output: crate::AnyLayout;
    /// The result.
    fn run(l: &L, t: &T) -> Self::Output;
    /// The result, or the run-time error its arithmetic meets.
    fn try_run(l: &L, t: &T) -> Result<Self::Output, Error>;
}

impl<M, L, T> MixedRun<L, T> for M
where
    M: OpName,
    L: Number<U0> + Gather,
    T: Number<L::Next> + Gather,
    T::Next: ArrayLength,
    M: MixedEngine<L::Repr, T::Repr>,
    M::Output: Emit<Public: crate::AnyLayout>,
    M: PostCheck<L, T, <M::Output as Emit>::Public>,
{
    type Output = <M::Output as Emit>::Public;
    /// Unchecked in release builds; in debug builds an arithmetic error panics with the
    /// operation and the rule (as integer overflow does), the post-condition stays unchecked.
    #[inline(always)]
    #[track_caller]
    fn run(l: &L, t: &T) -> Self::Output {
        let mut v = GenericArray::<i64, T::Next>::default();
        let at = l.gather(&mut v, 0);
        t.gather(&mut v, at);
        if cfg!(debug_assertions) {
            match <M::Output as Emit>::try_emit(&v, M::NAME) {
                Ok(out) => out,
                Err(e) => panic!("{e}"),
            }
        } else {
            <M::Output as Emit>::emit(&v)
        }
    }
    #[inline(always)]
    fn try_run(l: &L, t: &T) -> Result<Self::Output, Error> {
        let mut v = GenericArray::<i64, T::Next>::default();
        let at = l.gather(&mut v, 0);
        t.gather(&mut v, at);
        let out = <M::Output as Emit>::try_emit(&v, M::NAME)?;
        // The check converts the operands too: an operand the run-time engine refuses (an
        // extent 0) is reported under the operation the user called.
        M::post_check(l, t, &out).map_err(|e| e.within(M::NAME))?;
        Ok(out)
    }
}

/// The public value type of an all-static engine result (`crate::list::Public`'s form), which
/// is a layout with a zero-sized value: one walk of the shape with its stride gives both parts,
/// and their bounds make the result a layout without proving it again for every result.
pub trait StaticOut<M> {
    /// The public layout.
    type Public: crate::AnyLayout + Default;
}

impl<S: StaticPair<D, M>, D, M> StaticOut<M> for Layout<S, D> {
    type Public = Layout<S::Shape, S::Stride>;
}

/// The public forms of an all-static engine shape `Self` and its stride `D`, congruent, as a
/// result of operation `M` (named by the error of a tuple longer than Rust's tuples here).
pub trait StaticPair<D, M> {
    /// The public shape.
    type Shape: IntTupleValue + StaticValue + Congruent<Self::Stride> + Copy + 'static;
    /// The public stride.
    type Stride: IntTupleValue + StaticValue + Copy + 'static;
}

/// `StaticPair` for a leaf shape with the leaf stride `$d` (one impl per pair of leaf kinds).
macro_rules! static_pair_leaf {
    ([$($g:tt)*] $d:ty) => {
        crate::arity::for_leaves!([__M, $($g)*] StaticPair<$d, __M> { type Shape = Self; type Stride = $d; });
    };
}
static_pair_leaf!([] typenum::UTerm);
static_pair_leaf!([DU: typenum::Unsigned, DB: typenum::Bit] UInt<DU, DB>);
static_pair_leaf!([DU: typenum::Unsigned + typenum::NonZero] typenum::NInt<DU>);

impl<M> StaticPair<E, M> for E {
    type Shape = ();
    type Stride = ();
}

/// `StaticPair` for one list arity: the tuples of the elements' forms.
macro_rules! static_pair_arity {
    ($($t:ident $d:ident),+) => {
        #[allow(non_camel_case_types)]
        impl<$($t: StaticPair<$d, M>, $d,)+ M> StaticPair<static_pair_arity!(@list $($d)+), M>
            for static_pair_arity!(@list $($t)+)
        {
            type Shape = ($(<$t as StaticPair<$d, M>>::Shape,)+);
            type Stride = ($(<$t as StaticPair<$d, M>>::Stride,)+);
        }
    };
    (@list $h:ident $($t:ident)*) => { C<$h, static_pair_arity!(@list $($t)*)> };
    (@list) => { E };
    () => {};
}
crate::arity::for_arities_named!(static_pair_arity);

// A result with a tuple of 17 modes or more: the error of operation `M`.
over_sixteen! {
    [D, M] StaticPair<D, M> where [
        Self: ModeCount,
        B0: TupleLimit<<Self as ModeCount>::N, M>,
    ] {
        type Shape = ();
        type Stride = ();
    }
}

/// The number of elements of a list, as a typenum number.
pub trait ModeCount {
    type N;
}
impl ModeCount for E {
    type N = U0;
}
impl<H, T: ModeCount> ModeCount for C<H, T>
where
    T::N: Add<B1>,
{
    type N = Add1<T::N>;
}

/// The check that a result's tuple of `N` modes is not longer than 16, for operation `M`:
/// implemented where the operations' checks are declared (`crate::algebra::registry`), whose
/// message names the operation.
pub trait TupleLimit<N, M> {}

/// Runs operation `M` on the public operands `L`, `T` with the engine that `Self`, the first
/// variable after the operands' run-time leaves ([`Number`]'s `Next` from `U0`), selects: `U0`
/// (no run-time leaf) the static one, whose result is a zero-sized value; any other the mixed
/// one. Numbering both tells the engines apart and gives either engine its input form, so the
/// operands are walked once.
pub trait Route<M, L, T> {
    /// The public result.
    type Output: crate::AnyLayout;
    /// The result.
    fn run(l: &L, t: &T) -> Self::Output;
    /// The result, or the run-time error its arithmetic meets.
    fn try_run(l: &L, t: &T) -> Result<Self::Output, Error>;
}

impl<M, L, T> Route<M, L, T> for UTerm
where
    L: Number<U0>,
    T: Number<L::Next>,
    M: MixedEngine<L::Repr, T::Repr>,
    M::Output: StaticOut<M>,
{
    type Output = <M::Output as StaticOut<M>>::Public;
    #[inline(always)]
    fn run(_: &L, _: &T) -> Self::Output {
        Default::default()
    }
    #[inline(always)]
    fn try_run(_: &L, _: &T) -> Result<Self::Output, Error> {
        Ok(Default::default())
    }
}

impl<M: MixedRun<L, T>, L, T, U, B> Route<M, L, T> for UInt<U, B> {
    type Output = M::Output;
    #[inline(always)]
    #[track_caller]
    fn run(l: &L, t: &T) -> Self::Output {
        M::run(l, t)
    }
    #[inline(always)]
    fn try_run(l: &L, t: &T) -> Result<Self::Output, Error> {
        M::try_run(l, t)
    }
}

/// The variable after the run-time leaves of `L` then `T`: `U0` when both are all-static.
pub type NextVar<L, T> = <T as Number<<L as Number<U0>>::Next>>::Next;
