//! The post-condition `R(c) == A(B(c))` at run time: the `try_` forms of composition, the
//! divides and the products run the run-time engine's checked operation on their operands.

use cute_layout_dynamic::algebra::{self as dynalg, Check, Tiler};
use cute_layout_dynamic::{Error, Leaf as DynLeaf};

use crate::algebra::op;
use crate::engine::route::PostCheck;
use crate::int::{Dyn, StaticInt};
use crate::layout::{AnyLayout, Layout};
use crate::tuple::Underscore;

// ---------------------------------------------------------------------------------------------
// The post-condition, checked by the run-time engine in `try_` forms
// ---------------------------------------------------------------------------------------------

/// A public tiler as the run-time engine sees it; `_` has no run-time form.
pub enum DynTilerValue {
    /// `_`: the mode is kept.
    Under,
    /// A layout or an extent.
    Tiler(Tiler),
    /// One tiler per mode.
    Tuple(Vec<DynTilerValue>),
}

impl DynTilerValue {
    /// The whole tiler as one run-time tiler, when it holds no `_`.
    pub(crate) fn whole(&self) -> Option<Tiler> {
        match self {
            DynTilerValue::Under => None,
            DynTilerValue::Tiler(t) => Some(t.clone()),
            DynTilerValue::Tuple(ts) => ts
                .iter()
                .map(DynTilerValue::whole)
                .collect::<Option<Vec<_>>>()
                .map(Tiler::Tuple),
        }
    }
}

/// Converts a public tiler (a layout, an extent, `Dyn`, a tuple of tilers, `_`) to the run-time
/// engine's form.
pub trait ToDynTiler {
    /// The run-time form; an error when a layout in it is not valid.
    fn to_dyn_tiler(&self) -> Result<DynTilerValue, Error>;
}

crate::arity::for_leaves!([] ToDynTiler {
    fn to_dyn_tiler(&self) -> Result<DynTilerValue, Error> {
        Ok(DynTilerValue::Tiler(Tiler::Int(DynLeaf::new_static(<Self as StaticInt>::VALUE))))
    }
});

impl ToDynTiler for Dyn {
    fn to_dyn_tiler(&self) -> Result<DynTilerValue, Error> {
        Ok(DynTilerValue::Tiler(Tiler::Int(DynLeaf::new_dynamic(
            self.0,
        ))))
    }
}

impl ToDynTiler for Underscore {
    fn to_dyn_tiler(&self) -> Result<DynTilerValue, Error> {
        Ok(DynTilerValue::Under)
    }
}

impl ToDynTiler for () {
    fn to_dyn_tiler(&self) -> Result<DynTilerValue, Error> {
        Ok(DynTilerValue::Tuple(Vec::new()))
    }
}

impl<S, D> ToDynTiler for Layout<S, D>
where
    Layout<S, D>: AnyLayout,
{
    fn to_dyn_tiler(&self) -> Result<DynTilerValue, Error> {
        Ok(DynTilerValue::Tiler(Tiler::Layout(self.as_dynamic()?)))
    }
}

macro_rules! tuple_tilers {
    // Arity 0: not a tiler.
    () => {};
    ($($t:ident $v:ident),+) => {
        impl<$($t: ToDynTiler),+> ToDynTiler for ($($t,)+) {
            fn to_dyn_tiler(&self) -> Result<DynTilerValue, Error> {
                let ($($v,)+) = self;
                Ok(DynTilerValue::Tuple(vec![$($v.to_dyn_tiler()?),+]))
            }
        }
    };
}
crate::arity::for_arities_named!(tuple_tilers);

/// A run-time engine's algebra function that applies one mode of a tiler, with CuTe's checks.
type ByMode =
    fn(&cute_layout_dynamic::Layout, &Tiler, Check) -> Result<cute_layout_dynamic::Layout, Error>;

/// The run-time engine's algebra function an operation is checked with: the whole tiler, or
/// (where the tiler holds `_`) mode by mode with CuTe's own checks.
pub(crate) fn post_check_with(
    a: &cute_layout_dynamic::Layout,
    t: &DynTilerValue,
    op: &'static str,
    whole: fn(&cute_layout_dynamic::Layout, &Tiler) -> Result<cute_layout_dynamic::Layout, Error>,
    by_mode: ByMode,
) -> Result<(), Error> {
    if let Some(tiler) = t.whole() {
        return whole(a, &tiler).map(drop);
    }
    fn modes(
        a: &cute_layout_dynamic::Layout,
        t: &DynTilerValue,
        op: &'static str,
        by_mode: ByMode,
    ) -> Result<(), Error> {
        match t {
            DynTilerValue::Under => Ok(()),
            DynTilerValue::Tiler(x) => by_mode(a, x, Check::CuTe).map(drop),
            DynTilerValue::Tuple(ts) => {
                if ts.len() > a.rank() {
                    return Err(Error::new(
                        op,
                        format!(
                            "too many modes in the tiler: {} modes for the layout {a} of rank {}",
                            ts.len(),
                            a.rank()
                        ),
                    ));
                }
                ts.iter()
                    .enumerate()
                    .try_for_each(|(i, ti)| modes(&a.mode(i)?, ti, op, by_mode))
            }
        }
    }
    modes(a, t, op, by_mode).map_err(|e| e.within(op))
}

impl<L: AnyLayout, T: ToDynTiler, O> PostCheck<L, T, O> for op::composition {
    fn post_check(l: &L, t: &T, _: &O) -> Result<(), Error> {
        post_check_with(
            &l.as_dynamic()?,
            &t.to_dyn_tiler()?,
            "composition",
            dynalg::composition,
            dynalg::composition_checked,
        )
    }
}
