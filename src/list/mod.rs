//! The internal form of IntTuples: cons lists.
//!
//! Users see Rust tuples; the algebra works on cons lists ([`C`], [`E`]), whose impls the trait
//! solver tells apart by their head constructor alone: no impl of a list algorithm is ever a
//! candidate for the wrong list, which keeps the solver fast and free of spurious recursion.
//! [`Internal`] converts a public type to this form, [`Public`] converts back.

use core::marker::PhantomData;

pub(crate) mod value;

/// The empty list.
#[derive(Clone, Copy, Debug, Default)]
pub struct E;

/// The list with head `H` and tail `T`.
pub struct C<H, T>(PhantomData<fn() -> (H, T)>);

// ---------------------------------------------------------------------------------------------
// Conversions
// ---------------------------------------------------------------------------------------------

/// The internal (cons-list) form of a public type: tuples become lists, recursively.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an IntTuple, a layout or a tiler",
    note = "use typenum integers (`U4`, `N512`), Rust tuples of them (up to 16 elements), `Layout<S, D>` and `Underscore`"
)]
pub trait Internal {
    /// The cons-list form.
    type Repr;
}

/// The public (tuple) form of an internal type.
pub trait Public {
    /// The tuple form.
    type Repr;
}

crate::arity::for_leaves!([] Internal { type Repr = Self; });
crate::arity::for_leaves!([] Public { type Repr = Self; });

impl Internal for crate::Dyn {
    type Repr = crate::Dyn;
}

impl Public for crate::Dyn {
    type Repr = crate::Dyn;
}

impl Internal for () {
    type Repr = E;
}

impl Internal for usize {
    type Repr = usize;
}

impl Public for usize {
    type Repr = usize;
}

impl Public for E {
    type Repr = ();
}

macro_rules! convert_arity {
    ($($t:ident)+) => {
        impl<$($t: Internal),+> Internal for ($($t,)+) {
            type Repr = convert_arity!(@list $($t)+);
        }
        impl<$($t: Public),+> Public for convert_arity!(@plain $($t)+) {
            type Repr = ($(<$t as Public>::Repr,)+);
        }
    };
    (@list $h:ident $($t:ident)*) => { C<<$h as Internal>::Repr, convert_arity!(@list $($t)*)> };
    (@list) => { E };
    (@plain $h:ident $($t:ident)*) => { C<$h, convert_arity!(@plain $($t)*)> };
    (@plain) => { E };
    // Arity 0: the unit's impls are written out above.
    () => {};
}

crate::arity::for_arities!(convert_arity);

/// Internal form of `T`.
pub type Repr<T> = <T as Internal>::Repr;
/// Public form of `T`.
pub type Pub<T> = <T as Public>::Repr;

// ---------------------------------------------------------------------------------------------
// Kinds
// ---------------------------------------------------------------------------------------------

/// Kind of a leaf.
pub struct Leaf;
/// Kind of a list.
pub struct Node;

/// [`Leaf`] for integers, [`Node`] for lists: lets algorithms dispatch on the kind of a value
/// whose exact constructor is not yet known to them.
pub trait Kind {
    /// The kind marker.
    type Kind;
}

crate::arity::for_leaves_unbounded!([] Kind { type Kind = Leaf; });

impl Kind for E {
    type Kind = Node;
}

impl<H, T> Kind for C<H, T> {
    type Kind = Node;
}

// ---------------------------------------------------------------------------------------------
// List algorithms
// ---------------------------------------------------------------------------------------------

/// Appends `X` at the back.
pub trait Append<X> {
    /// `(Self..., X)`
    type Output;
}

impl<X> Append<X> for E {
    type Output = C<X, E>;
}

impl<H, T: Append<X>, X> Append<X> for C<H, T> {
    type Output = C<H, T::Output>;
}

/// `(T..., X)`
pub type Snoc<T, X> = <T as Append<X>>::Output;

/// Concatenation.
pub trait Concat<B> {
    /// `(Self..., B...)`
    type Output;
}

impl<B> Concat<B> for E {
    type Output = B;
}

impl<H, T: Concat<B>, B> Concat<B> for C<H, T> {
    type Output = C<H, T::Output>;
}

/// `(A..., B...)`
pub type Cat<A, B> = <A as Concat<B>>::Output;

/// A type-level function of two arguments.
pub trait Apply2<A, B> {
    /// `F(A, B)`
    type Output;
}

/// A left fold with the step function `F`: `F(...F(F(Acc, T0), T1)..., Tn)`.
pub trait Fold<F, Acc> {
    /// The final accumulator.
    type Output;
}

impl<F, Acc> Fold<F, Acc> for E {
    type Output = Acc;
}

impl<H, T, F, Acc> Fold<F, Acc> for C<H, T>
where
    F: Apply2<Acc, H>,
    T: Fold<F, F::Output>,
{
    type Output = T::Output;
}

/// `F(T_i, P_i)` for the first `len(P)` elements; the rest of `T` kept ([`KeepRest`], CuTe's
/// `transform_layout(t, p, f)`, as the divides and products apply a tiler) or dropped
/// ([`DropRest`], as composition does). A `P` longer than `T` is an error of the operation
/// `Op` (`crate::algebra::registry` reports it).
pub trait ZipModes<P, F, Op, Rest> {
    /// The transformed list.
    type Output;
}

/// [`ZipModes`] keeps the elements past the pattern.
pub struct KeepRest;
/// [`ZipModes`] drops the elements past the pattern.
pub struct DropRest;

impl<T, F, Op> ZipModes<E, F, Op, KeepRest> for T {
    type Output = T;
}

impl<T, F, Op> ZipModes<E, F, Op, DropRest> for T {
    type Output = E;
}

impl<H, T, PH, PT, F, Op, Rest> ZipModes<C<PH, PT>, F, Op, Rest> for C<H, T>
where
    F: Apply2<H, PH>,
    T: ZipModes<PT, F, Op, Rest>,
{
    type Output = C<F::Output, T::Output>;
}

/// A non-empty list split into all-but-last and last.
pub trait InitLast {
    /// All but the last element.
    type Init;
    /// The last element.
    type Last;
}

impl<H> InitLast for C<H, E> {
    type Init = E;
    type Last = H;
}

impl<H, H2, T> InitLast for C<H, C<H2, T>>
where
    C<H2, T>: InitLast,
{
    type Init = C<H, <C<H2, T> as InitLast>::Init>;
    type Last = <C<H2, T> as InitLast>::Last;
}

/// CuTe's `unwrap`: a one-element list becomes its element; others stay.
pub trait Unwrap {
    /// The unwrapped value.
    type Output;
}

impl<H> Unwrap for C<H, E> {
    type Output = H;
}

impl<H, H2, T> Unwrap for C<H, C<H2, T>> {
    type Output = Self;
}

/// The leaves of an IntTuple as a flat list (a leaf becomes a one-element list).
pub trait FlattenToList {
    /// Flat list of leaves.
    type Output;
}

crate::arity::for_leaves_unbounded!([] FlattenToList { type Output = C<Self, E>; });

impl FlattenToList for E {
    type Output = E;
}

impl FlattenToList for crate::Dyn {
    type Output = C<crate::Dyn, E>;
}

// The tail's leaves first, then the head's put in front of them: one step per node and leaf,
// where flattening the head and the tail apart and concatenating them walks the head's leaves
// a second time.
impl<H: FlattenOnto<T::Output>, T: FlattenToList> FlattenToList for C<H, T> {
    type Output = H::Output;
}

/// The leaves of an IntTuple put in front of the flat list `Acc`.
pub trait FlattenOnto<Acc> {
    /// `(leaves of Self..., Acc...)`
    type Output;
}

crate::arity::for_leaves_unbounded!([Acc] FlattenOnto<Acc> { type Output = C<Self, Acc>; });

impl<Acc> FlattenOnto<Acc> for E {
    type Output = Acc;
}

impl<Acc> FlattenOnto<Acc> for crate::Dyn {
    type Output = C<crate::Dyn, Acc>;
}

impl<H: FlattenOnto<T::Output>, T: FlattenOnto<Acc>, Acc> FlattenOnto<Acc> for C<H, T> {
    type Output = H::Output;
}

/// CuTe's `flatten`: a leaf stays a leaf, a list becomes the list of its leaves.
pub trait FlattenList {
    /// The flattened IntTuple.
    type Output;
}

crate::arity::for_leaves_unbounded!([] FlattenList { type Output = Self; });

impl FlattenList for E {
    type Output = E;
}

impl<H, T> FlattenList for C<H, T>
where
    C<H, T>: FlattenToList,
{
    type Output = <C<H, T> as FlattenToList>::Output;
}

/// The number of elements of an internal list, as a typenum integer.
pub trait Len {
    /// The length.
    type Output;
}

impl Len for E {
    type Output = typenum::U0;
}

impl<H, T: Len> Len for C<H, T>
where
    T::Output: core::ops::Add<typenum::B1>,
{
    type Output = typenum::Add1<T::Output>;
}

/// Product of the leaves of an internal shape, as a typenum type.
pub trait Product {
    /// The product.
    type Output;
}

crate::arity::for_leaves!([] Product { type Output = Self; });

impl Product for E {
    type Output = typenum::U1;
}

impl<H: Product, T: Product> Product for C<H, T>
where
    H::Output: crate::int::UMul<T::Output>,
{
    type Output = <H::Output as crate::int::UMul<T::Output>>::Output;
}

/// Product of the leaves of `T`.
pub type ProductOf<T> = <T as Product>::Output;
