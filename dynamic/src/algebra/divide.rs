//! The divides: [`logical_divide`], a layout cut into tiles and the arrangement of the tiles, and
//! its zipped, tiled and flat forms.

use super::{
    check_operands, complement, composition_with_empty, flat_from_zipped, mode_by_mode, tile_unzip,
    tiled_from_zipped, Check, Tiler,
};
use crate::error::Result;
use crate::int_tuple::IntTuple::{Int, Tuple};
use crate::layout::Layout;

/// CuTe's `logical_divide(a, tiler)`: `a o (tiler, complement(tiler, shape(coalesce(a))))`,
/// mode by mode for a tuple tiler.
///
/// A layout tiler is checked with [`Check::Exact`], other tilers with [`Check::CuTe`].
pub fn logical_divide(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    logical_divide_checked(a, tiler, Check::default_for(tiler))
}

/// [`logical_divide`] with an explicit [`Check`].
pub fn logical_divide_checked(a: &Layout, tiler: &Tiler, check: Check) -> Result<Layout> {
    check_operands("logical_divide", a, tiler)?;
    match tiler {
        Tiler::Tuple(ts) => mode_by_mode("logical_divide", a, ts, |m, t| {
            logical_divide_checked(m, t, check)
        }),
        Tiler::Int(n) => logical_divide_checked(
            a,
            &Tiler::Layout(Layout::column_major(Int(*n)).map_err(|e| e.within("logical_divide"))?),
            check,
        ),
        Tiler::Layout(t) => {
            let c = complement(t, Some(a.coalesce().shape()))
                .map_err(|e| e.within("logical_divide"))?;
            // A complement with an extent 0 (a non-injective tiler with run-time leaves, which
            // CuTe does not check) is concatenated and composed as CuTe does: the result has
            // the extent 0 too, and CuTe prints it.
            let b = Layout::build_with_empty(
                "make_layout",
                Tuple(vec![t.shape().clone(), c.shape().clone()]),
                Tuple(vec![t.stride().clone(), c.stride().clone()]),
            )
            .map_err(|e| e.within("logical_divide"))?;
            composition_with_empty(a, &b, check).map_err(|e| e.within("logical_divide"))
        }
    }
}

/// `((tile modes...), (rest modes...))`
pub fn zipped_divide(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    let l = logical_divide_checked(a, tiler, Check::CuTe).map_err(|e| e.within("zipped_divide"))?;
    tile_unzip(&l, tiler, "zipped_divide")
}

/// `((tile modes...), rest modes...)`
pub fn tiled_divide(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    tiled_from_zipped(&zipped_divide(a, tiler).map_err(|e| e.within("tiled_divide"))?)
}

/// `(tile modes..., rest modes...)`
pub fn flat_divide(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    flat_from_zipped(&zipped_divide(a, tiler).map_err(|e| e.within("flat_divide"))?)
}
