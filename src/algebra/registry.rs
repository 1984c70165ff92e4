//! The operations of the algebra, listed once: every list the crate needs (the markers that
//! name an operation in errors, the operations a tiler's extra modes are reported for, those
//! without a run-time post-check, the operations each named check is written for) is made from
//! the one table in [`operations!`].

use crate::list::{C, E};

/// Calls the macro `$callback` with `$extra` (one token tree, often `{ ... }`), then the table
/// of operations, one line each: `name / try_name (kinds...) "name in errors" Trait(operand)
/// Alias;`. `operand` names the second operand of a binary operation (none for a unary one).
/// The kinds, in any order (a callback tests one with [`if_kind!`]):
/// - `tiler`: the second operand is a tiler, whose extra modes are an error of this operation;
/// - `post`: the `try_` form checks the result at run time with the run-time engine;
/// - `inner`: on a swizzled layout `Sw o K o L` it works on `L` and keeps `Sw` and `K`;
/// - `tiling`: a divide or a product, for which CuTe has no overload taking a bare swizzle as
///   the tiler;
/// - `swizzled_tiler`: it also takes a swizzled layout as the tiler, and swizzles the result.
///
/// Callbacks match a row with the pattern `$name:ident / $try:ident ($($kind:ident)*)
/// $error:literal $tr:ident($($arg:ident)?) $alias:ident;`.
macro_rules! operations {
    ($callback:path $(, $extra:tt)?) => {
        $callback! { $($extra)?
            composition / try_composition (tiler post inner) "composition" CompositionOp(b) Composition;
            complement / try_complement (tiler post) "complement" ComplementOp(cotarget) Complement;
            coalesce_by / try_coalesce_by (inner) "coalesce" CoalesceByOp(profile) CoalesceBy;
            logical_divide / try_logical_divide (tiler post inner tiling) "logical_divide" LogicalDivideOp(tiler) LogicalDivide;
            zipped_divide / try_zipped_divide (tiler post inner tiling) "zipped_divide" ZippedDivideOp(tiler) ZippedDivide;
            tiled_divide / try_tiled_divide (tiler post inner tiling) "tiled_divide" TiledDivideOp(tiler) TiledDivide;
            flat_divide / try_flat_divide (tiler post inner tiling) "flat_divide" FlatDivideOp(tiler) FlatDivide;
            logical_product / try_logical_product (tiler post inner tiling swizzled_tiler) "logical_product" LogicalProductOp(tiler) LogicalProduct;
            zipped_product / try_zipped_product (tiler post inner tiling swizzled_tiler) "zipped_product" ZippedProductOp(tiler) ZippedProduct;
            tiled_product / try_tiled_product (tiler post inner tiling swizzled_tiler) "tiled_product" TiledProductOp(tiler) TiledProduct;
            flat_product / try_flat_product (tiler post inner tiling swizzled_tiler) "flat_product" FlatProductOp(tiler) FlatProduct;
            blocked_product / try_blocked_product (tiler post inner tiling) "blocked_product" BlockedProductOp(tiler) BlockedProduct;
            raked_product / try_raked_product (tiler post inner tiling) "raked_product" RakedProductOp(tiler) RakedProduct;
            coalesce / try_coalesce (inner) "coalesce" CoalesceOp() Coalesce;
            flatten / try_flatten (inner) "flatten" FlattenOp() Flatten;
            right_inverse / try_right_inverse () "right_inverse" RightInverseOp() RightInverse;
            left_inverse / try_left_inverse () "left_inverse" LeftInverseOp() LeftInverse;
        }
    };
}
pub(crate) use operations;

/// Expands to the first block when the kinds in brackets hold `kind`, to the second otherwise:
/// `if_kind!(post [$($kind)*] { ... } { ... })`, how a callback of [`operations!`] picks rows.
macro_rules! if_kind {
    ($k:ident [] $yes:tt { $($no:tt)* }) => { $($no)* };
    (tiler [tiler $($r:ident)*] { $($yes:tt)* } $no:tt) => { $($yes)* };
    (post [post $($r:ident)*] { $($yes:tt)* } $no:tt) => { $($yes)* };
    (inner [inner $($r:ident)*] { $($yes:tt)* } $no:tt) => { $($yes)* };
    (tiling [tiling $($r:ident)*] { $($yes:tt)* } $no:tt) => { $($yes)* };
    (swizzled_tiler [swizzled_tiler $($r:ident)*] { $($yes:tt)* } $no:tt) => { $($yes)* };
    ($k:ident [$other:ident $($r:ident)*] $yes:tt $no:tt) => {
        $crate::algebra::registry::if_kind! { $k [$($r)*] $yes $no }
    };
}
pub(crate) use if_kind;

/// The markers: one zero-sized type per operation, the `Op` parameter of every check, printed
/// in errors as the operation's name.
macro_rules! markers {
    ($($name:ident / $try:ident ($($kind:ident)*) $error:literal $tr:ident($($arg:ident)?) $alias:ident;)*) => {
        /// The operations, as types: the checks of the algebra take one as the operation their
        /// error names.
        #[allow(non_camel_case_types)]
        pub(crate) mod op {
            $(
                #[doc = concat!("`", $error, "`")]
                pub struct $name;
                impl crate::decimal::Dec for $name {
                    type Out = $name;
                }
                impl crate::list::Public for $name {
                    type Repr = $name;
                }
                impl crate::engine::route::OpName for $name {
                    const NAME: &'static str = $error;
                }
            )*
        }
    };
}
operations!(markers);

/// The operations whose second operand is a tiler: [`TooManyModes`] reports a tiler with more
/// modes than the layout as their error.
macro_rules! tiler_ops {
    ($($name:ident / $try:ident ($($kind:ident)*) $error:literal $tr:ident($($arg:ident)?) $alias:ident;)*) => {$(
        if_kind!(tiler [$($kind)*] { impl TilerOp for op::$name {} } {});
    )*};
}
operations!(tiler_ops);

/// The operations whose `try_` form has nothing to check after the arithmetic.
macro_rules! no_post_check {
    ($($name:ident / $try:ident ($($kind:ident)*) $error:literal $tr:ident($($arg:ident)?) $alias:ident;)*) => {$(
        if_kind!(post [$($kind)*] {} {
            impl<L, T, O> crate::engine::route::PostCheck<L, T, O> for op::$name {
                #[inline(always)]
                fn post_check(_: &L, _: &T, _: &O) -> Result<(), crate::dynamic::Error> {
                    Ok(())
                }
            }
        });
    )*};
}
operations!(no_post_check);

/// Declares named checks (`cute_layout_macros::op_checks!`) for every operation of the table:
/// `operations!(crate::algebra::registry::checks, { /// docs #[..] check Name<A, B>; ... })`.
macro_rules! checks {
    ({ $($body:tt)* } $($name:ident / $try:ident ($($kind:ident)*) $error:literal $tr:ident($($arg:ident)?) $alias:ident;)*) => {
        cute_layout_macros::op_checks! {
            ops crate::algebra::op [$($name),*];
            $($body)*
        }
    };
}
pub(crate) use checks;

/// The operations whose extra tiler modes [`TooManyModes`] reports: all but coalesce_by, whose
/// profile recursion would not stop after the error; this trait's message is its error.
#[diagnostic::on_unimplemented(
    message = "coalesce_by: too many modes: the profile has more modes than the layout",
    label = "a coalesce profile may have at most rank(A) modes, at every level"
)]
pub trait TilerOp {}

/// More tiler modes than layout modes, in the list walk that pairs a layout's modes with a
/// tiler's ([`ZipModes`](crate::list::ZipModes)): the error of the operation `Op`.
impl<PH, PT, F, Op: TilerOp, Rest> crate::list::ZipModes<C<PH, PT>, F, Op, Rest> for E
where
    typenum::B0: TooManyModes<C<PH, PT>, Op>,
{
    type Output = E;
}

operations!(checks, {
    /// A tiler (or a coalesce profile) has at most as many modes as the layout, at every level.
    #[diagnostic::on_unimplemented(
        message = "{Op}: too many modes: the tiler or profile has more modes than the layout; left over: {P}",
        label = "a tiler (or a coalesce profile) may have at most rank(A) modes, at every level",
        note = "Num<N> is the number N"
    )]
    check TooManyModes<P>;

    /// A result's tuples have at most 16 modes, the longest tuple the library implements.
    #[diagnostic::on_unimplemented(
        message = "{Op}: the result has a tuple of {N} modes, more than the 16 a tuple of this library holds",
        label = "tuples go up to 16 elements here: group modes (group_modes) before the operation, or use fewer",
        note = "Num<N> is the number N"
    )]
    check ResultTooLong<N>;

    /// A swizzle, or a swizzled layout where the operation takes two plain layouts
    /// (`blocked_product`, `raked_product`, the divides), is no tiler: CuTe has no overload.
    #[diagnostic::on_unimplemented(
        message = "{Op}: a swizzle or a swizzled layout is not a tiler of this operation (CuTe has no such overload)",
        label = "pass a plain layout, or compose the swizzle with the product or divide of the plain layouts"
    )]
    check NotASwizzledTiler<T>;
});

impl<N, M> crate::engine::route::TupleLimit<N, M> for typenum::B0 where
    typenum::B0: ResultTooLong<N, M>
{
}

#[cfg(test)]
mod tests {
    /// The table's operation names.
    macro_rules! names {
        ($($name:ident / $try:ident ($($kind:ident)*) $error:literal $tr:ident($($arg:ident)?) $alias:ident;)*) => {
            const NAMES: &[&str] = &[$(stringify!($name)),*];
        };
    }
    operations!(names);

    /// The run-time engine (which the corpus runners and `cute-inspect` read their operation
    /// names from) knows every operation of the table, under the same name.
    #[test]
    fn every_operation_is_known_to_the_run_time_engine() {
        assert_eq!(NAMES.len(), 17);
        for name in NAMES {
            assert!(
                cute_layout_dynamic::OPERATIONS
                    .iter()
                    .any(|(op, _, _)| op == name),
                "{name} is not an operation of cute-layout-dynamic"
            );
        }
    }
}
