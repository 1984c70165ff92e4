//! CuTe's MMA atoms by name and the thread-value layouts of a `TiledMMA`, evaluated at run time:
//! `layout_a_tv(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0))` in the `layouts!` macro's
//! expressions. The atoms' layouts are CuTe's (`MMA_Traits`); the main crate's atom types hold
//! the same ones, which its tests compare. The steps are CuTe's `thrfrg_A/B/C` and
//! `get_layoutA/B/C_TV`, in the run-time algebra.

use crate::algebra::{self, Tiler};
use crate::error::{Error, Result};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::leaf::Leaf;

/// An MMA atom's layouts (CuTe's `MMA_Traits`): `Shape_MNK`, `ThrID` and the (thread, value)
/// layouts of A (`M x K`), B (`N x K`) and C (`M x N`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MmaAtom {
    /// `(M, N, K)` of one instruction.
    pub shape_mnk: [i64; 3],
    /// Logical thread index -> thread index.
    pub thr_id: Layout,
    /// (thread, value) -> index into the column-major `M x K` tile of A.
    pub a: Layout,
    /// (thread, value) -> index into the column-major `N x K` tile of B.
    pub b: Layout,
    /// (thread, value) -> index into the column-major `M x N` tile of C.
    pub c: Layout,
}

// (names, Shape_MNK, ThrID, ALayout, BLayout, CLayout), as CuTe 4.2 prints them.
const SM70_THR: &str = "(_4,_2):(_1,_16)";
const SM70_T: &str = "(_8,_4):(_1,_8)";
const SM70_N: &str = "((_4,_2),_4):((_8,_4),_1)";
const SM70_C16: &str = "(_8,_8):(_1,_8)";
const SM70_C32: &str = "((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))";
const C16X8: &str = "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))";
const A16X8X8: &str = "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))";
const B8X8: &str = "((_4,_8),_2):((_16,_1),_8)";
const A16X8X16: &str = "((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))";
const B8X16: &str = "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))";
const S8_8X16: &str = "((_4,_8),_4):((_32,_1),_8)";
const C8X8: &str = "((_4,_8),_2):((_16,_1),_8)";
/// An entry: the atoms' names, `Shape_MNK`, then `ThrID`, A, B and C in CuTe's notation.
type Entry = (
    &'static [&'static str],
    [i64; 3],
    &'static str,
    &'static str,
    &'static str,
    &'static str,
);
#[rustfmt::skip]
const TABLE: &[Entry] = &[
    (&["UniversalFMA"], [1, 1, 1], "_1:_0", "(_1,_1):(_0,_0)", "(_1,_1):(_0,_0)", "(_1,_1):(_0,_0)"),
    (&["SM70_8x8x4_F16F16F16F16_TN"], [8, 8, 4], SM70_THR, SM70_T, SM70_T, SM70_C16),
    (&["SM70_8x8x4_F16F16F16F16_NT"], [8, 8, 4], SM70_THR, SM70_N, SM70_N, SM70_C16),
    (&["SM70_8x8x4_F16F16F16F16_NN"], [8, 8, 4], SM70_THR, SM70_N, SM70_T, SM70_C16),
    (&["SM70_8x8x4_F16F16F16F16_TT"], [8, 8, 4], SM70_THR, SM70_T, SM70_N, SM70_C16),
    (&["SM70_8x8x4_F32F16F16F32_TN"], [8, 8, 4], SM70_THR, SM70_T, SM70_T, SM70_C32),
    (&["SM70_8x8x4_F32F16F16F32_NT"], [8, 8, 4], SM70_THR, SM70_N, SM70_N, SM70_C32),
    (&["SM70_8x8x4_F32F16F16F32_NN"], [8, 8, 4], SM70_THR, SM70_N, SM70_T, SM70_C32),
    (&["SM70_8x8x4_F32F16F16F32_TT"], [8, 8, 4], SM70_THR, SM70_T, SM70_N, SM70_C32),
    (&["SM75_16x8x8_F32F16F16F32_TN", "SM80_16x8x8_F16F16F16F16_TN", "SM80_16x8x8_F32F16F16F32_TN",
       "SM80_16x8x8_F32BF16BF16F32_TN"], [16, 8, 8], "_32:_1", A16X8X8, B8X8, C16X8),
    (&["SM75_8x8x16_S32S8S8S32_TN", "SM80_8x8x16_S32S8S8S32_TN", "SM80_8x8x16_S32S8S8S32_TN_SATURATE",
       "SM80_8x8x16_S32S8U8S32_TN", "SM80_8x8x16_S32S8U8S32_TN_SATURATE", "SM80_8x8x16_S32U8S8S32_TN",
       "SM80_8x8x16_S32U8S8S32_TN_SATURATE", "SM80_8x8x16_S32U8U8S32_TN", "SM80_8x8x16_S32U8U8S32_TN_SATURATE"],
     [8, 8, 16], "_32:_1", S8_8X16, S8_8X16, C8X8),
    (&["SM80_16x8x16_F16F16F16F16_TN", "SM80_16x8x16_F32F16F16F32_TN", "SM80_16x8x16_F32BF16BF16F32_TN"],
     [16, 8, 16], "_32:_1", A16X8X16, B8X16, C16X8),
    (&["SM80_16x8x4_F32TF32TF32F32_TN", "SM90_16x8x4_F64F64F64F64_TN"], [16, 8, 4], "_32:_1", "((_4,_8),_2):((_16,_1),_8)",
     "((_4,_8),_1):((_8,_1),_0)", C16X8),
    (&["SM80_16x8x8_F32TF32TF32F32_TN", "SM90_16x8x8_F64F64F64F64_TN"], [16, 8, 8], "_32:_1", "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))",
     "((_4,_8),_2):((_8,_1),_32)", C16X8),
    (&["SM80_8x8x4_F64F64F64F64_TN"], [8, 8, 4], "_32:_1", "((_4,_8),_1):((_8,_1),_0)",
     "((_4,_8),_1):((_8,_1),_0)", C8X8),
    (&["SM80_16x8x16_S32S8S8S32_TN", "SM80_16x8x16_S32S8S8S32_TN_SATURATE", "SM80_16x8x16_S32S8U8S32_TN",
       "SM80_16x8x16_S32S8U8S32_TN_SATURATE", "SM80_16x8x16_S32U8S8S32_TN", "SM80_16x8x16_S32U8S8S32_TN_SATURATE",
       "SM80_16x8x16_S32U8U8S32_TN", "SM80_16x8x16_S32U8U8S32_TN_SATURATE"], [16, 8, 16], "_32:_1", "((_4,_8),(_4,_2)):((_64,_1),(_16,_8))",
     "((_4,_8),_4):((_32,_1),_8)", C16X8),
    (&["SM80_16x8x32_S32S8S8S32_TN", "SM80_16x8x32_S32S8S8S32_TN_SATURATE", "SM80_16x8x32_S32S8U8S32_TN",
       "SM80_16x8x32_S32S8U8S32_TN_SATURATE", "SM80_16x8x32_S32U8S8S32_TN", "SM80_16x8x32_S32U8S8S32_TN_SATURATE",
       "SM80_16x8x32_S32U8U8S32_TN", "SM80_16x8x32_S32U8U8S32_TN_SATURATE",
       "SM89_16x8x32_F32E4M3E4M3F32_TN", "SM89_16x8x32_F32E4M3E5M2F32_TN", "SM89_16x8x32_F32E5M2E4M3F32_TN",
       "SM89_16x8x32_F32E5M2E5M2F32_TN", "SM89_16x8x32_F16E4M3E4M3F16_TN", "SM89_16x8x32_F16E4M3E5M2F16_TN",
       "SM89_16x8x32_F16E5M2E4M3F16_TN", "SM89_16x8x32_F16E5M2E5M2F16_TN"],
     [16, 8, 32], "_32:_1", "((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))",
     "((_4,_8),(_4,_2)):((_32,_1),(_8,_128))", C16X8),
    (&["SM90_16x8x16_F64F64F64F64_TN"], [16, 8, 16], "_32:_1",
     "((_4,_8),(_2,_4)):((_16,_1),(_8,_64))", "((_4,_8),_4):((_8,_1),_32)", C16X8),
    (S4_8X8X32, [8, 8, 32], "_32:_1", "((_4,_8),(_8)):((_64,_1),(_8))", "((_4,_8),(_8)):((_64,_1),(_8))", C8X8),
    (S4_16X8X32, [16, 8, 32], "_32:_1", "((_4,_8),(_8,_2)):((_128,_1),(_16,_8))",
     "((_4,_8),(_8)):((_32,_1),(_8))", C16X8),
    (S4_16X8X64, [16, 8, 64], "_32:_1", "((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))",
     "((_4,_8),(_8,_2)):((_64,_1),(_8,_256))", C16X8),
    (&["SM80_8x8x128_S32U1U1S32_TN_XORPOPC", "SM80_8x8x128_S32U1U1S32_TN_ANDPOPC"], [8, 8, 128], "_32:_1",
     "((_4,_8),_32):((_256,_1),_8)", "((_4,_8),_32):((_256,_1),_8)", C8X8),
    (&["SM80_16x8x256_S32U1U1S32_TN_XORPOPC", "SM80_16x8x256_S32U1U1S32_TN_ANDPOPC"], [16, 8, 256], "_32:_1",
     "((_4,_8),(_32,_2,_2)):((_512,_1),(_16,_8,_2048))", "((_4,_8),(_32,_2)):((_256,_1),(_8,_1024))", C16X8),
    (&["SM61_DP4A"], [1, 1, 4], "_1:_0", "(_1,_4):(_0,_1)", "(_1,_4):(_0,_1)", "(_1,_1):(_0,_0)"),
    (&["SM61_DP2A"], [1, 1, 2], "_1:_0", "(_1,_2):(_0,_1)", "(_1,_2):(_0,_1)", "(_1,_1):(_0,_0)"),
];

/// The 4-bit integer atoms of one shape: every signedness of A and B, plain and saturating.
macro_rules! s4_names {
    ($mnk:literal) => {
        &[
            concat!("SM80_", $mnk, "_S32S4S4S32_TN"),
            concat!("SM80_", $mnk, "_S32S4S4S32_TN_SATURATE"),
            concat!("SM80_", $mnk, "_S32S4U4S32_TN"),
            concat!("SM80_", $mnk, "_S32S4U4S32_TN_SATURATE"),
            concat!("SM80_", $mnk, "_S32U4S4S32_TN"),
            concat!("SM80_", $mnk, "_S32U4S4S32_TN_SATURATE"),
            concat!("SM80_", $mnk, "_S32U4U4S32_TN"),
            concat!("SM80_", $mnk, "_S32U4U4S32_TN_SATURATE"),
        ]
    };
}
const S4_8X8X32: &[&str] = s4_names!("8x8x32");
const S4_16X8X32: &[&str] = s4_names!("16x8x32");
const S4_16X8X64: &[&str] = s4_names!("16x8x64");

const OP: &str = "mma_atom";

fn parse(text: &str) -> Result<Layout> {
    text.parse()
        .map_err(|e| Error::new(OP, format!("table entry {text}: {e}")))
}

/// The atom named as in CuTe: `SM80_16x8x16_F32F16F16F32_TN`, `UniversalFMA` (any value
/// types), or a warpgroup MMA: `SM90_64xNx16_{F16F16F16,F32F16F16,F32BF16BF16}_{SS,RS}` (its
/// layouts do not depend on the operands' majors, so they are left out of the name), or one of
/// the K-major families, `SM90_64xNx8_F32TF32TF32_{SS,RS}_TN`,
/// `SM90_64xNx32_S32{S8,U8}{S8,U8}_{SS,RS}_TN[_SATURATE]` and
/// `SM90_64xNx32_{F16,F32}{E4M3,E5M2}{E4M3,E5M2}_{SS,RS}_TN`.
///
/// ```
/// let atom = cute_layout_dynamic::atom::mma_atom("SM80_16x8x8_F32F16F16F32_TN").unwrap();
/// assert_eq!(atom.c.to_string(), "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))");
/// let gmma = cute_layout_dynamic::atom::mma_atom("SM90_64x24x16_F32F16F16_SS").unwrap();
/// assert_eq!(gmma.b.to_string(), "(_128,(_24,_16)):(_0,(_1,_24))");
/// let int8 = cute_layout_dynamic::atom::mma_atom("SM90_64x48x32_S32U8S8_RS_TN_SATURATE").unwrap();
/// assert_eq!(int8.a.to_string(), "((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))");
/// assert!(cute_layout_dynamic::atom::mma_atom("SM90_64x40x32_S32U8S8_RS_TN").is_err());
/// ```
pub fn mma_atom(name: &str) -> Result<MmaAtom> {
    let base = name.split('<').next().unwrap_or(name);
    if let Some(&(_, shape_mnk, thr, a, b, c)) = TABLE.iter().find(|e| e.0.contains(&base)) {
        return Ok(MmaAtom {
            shape_mnk,
            thr_id: parse(thr)?,
            a: parse(a)?,
            b: parse(b)?,
            c: parse(c)?,
        });
    }
    gmma(base).ok_or_else(|| {
        Error::new(
            OP,
            format!("unknown MMA atom `{name}` (SM61/SM70/SM75/SM80/SM89 atoms, SM90's `mma.sync` and GMMA, UniversalFMA)"),
        )
    })?
}

/// `SM90_64xNxK_<values>_<SS|RS>`, then `_TN` (and `_SATURATE`) for the K-major families:
/// K is 256 bits of the inputs (8 tf32, 16 f16/bf16, 32 int8/fp8).
fn gmma(name: &str) -> Option<Result<MmaAtom>> {
    let rest = name.strip_prefix("SM90_64x")?;
    let (n, rest) = rest.split_once('x')?;
    let (k, rest) = rest.split_once('_')?;
    let (n, k): (i64, i64) = (n.parse().ok()?, k.parse().ok()?);
    let rest = (rest.strip_suffix("_TN_SATURATE"))
        .filter(|v| v.starts_with("S32"))
        .or_else(|| rest.strip_suffix("_TN"))
        .map_or((rest, false), |v| (v, true));
    let ((values, source), tn) = (rest.0.rsplit_once('_')?, rest.1);
    let sixteen = ["F16F16F16", "F32F16F16", "F32BF16BF16"].contains(&values);
    let int8 = ["S32S8S8", "S32S8U8", "S32U8S8", "S32U8U8"].contains(&values);
    let part =
        |r: core::ops::Range<usize>, of: &[&str]| values.get(r).is_some_and(|p| of.contains(&p));
    let fp8 = values.len() == 11
        && part(0..3, &["F16", "F32"])
        && part(3..7, &["E4M3", "E5M2"])
        && part(7..11, &["E4M3", "E5M2"]);
    let width = match (values, tn) {
        (_, false) if sixteen => 16,
        ("F32TF32TF32", true) => 8,
        (_, true) if int8 || fp8 => 32,
        _ => return None,
    };
    let ns_ok = (8..=256).contains(&n) && n % 8 == 0 && (!int8 || n <= 32 || n % 16 == 0);
    if k != width || !ns_ok {
        return None;
    }
    let a = match (source, k) {
        ("SS", _) => format!("(_128,(_64,_{k})):(_0,(_1,_64))"),
        ("RS", 8) => "((_4,_8,_4),(_2,_2)):((_64,_1,_16),(_8,_256))".into(),
        ("RS", 16) => "((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))".into(),
        ("RS", _) => "((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))".into(),
        _ => return None,
    };
    Some((|| {
        Ok(MmaAtom {
            shape_mnk: [64, n, k],
            thr_id: parse("_128:_1")?,
            a: parse(&a)?,
            b: parse(&format!("(_128,(_{n},_{k})):(_0,(_1,_{n}))"))?,
            c: parse(&format!(
                "((_4,_8,_4),(_2,_2,_{})):((_128,_1,_16),(_64,_8,_512))",
                n / 8
            ))?,
        })
    })())
}

/// A TiledMMA's tile and thread-value layouts (CuTe's `tile_shape`, `get_layoutA_TV`,
/// `get_layoutB_TV`, `get_layoutC_TV`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TiledMma {
    /// `(M, N, K)` of the whole tile.
    pub tile_shape: [i64; 3],
    /// (thread, value) -> index into the column-major `M x K` tile of A.
    pub layout_a_tv: Layout,
    /// (thread, value) -> index into the column-major `N x K` tile of B.
    pub layout_b_tv: Layout,
    /// (thread, value) -> index into the column-major `M x N` tile of C.
    pub layout_c_tv: Layout,
}

fn static_layout(shape: IntTuple, stride: IntTuple) -> Result<Layout> {
    Layout::new(shape, stride)
}

fn int(n: i64) -> IntTuple {
    IntTuple::Int(Leaf::new_static(n))
}

/// CuTe's `make_tiled_mma(atom, atom_layout, permutation)`: `atom_layout` a rank-3 layout of
/// atoms (M, N, K); `permutation` one tiler per mode, `None` for CuTe's `_`.
///
/// ```
/// use cute_layout_dynamic::atom::{mma_atom, tiled_mma};
/// let atom = mma_atom("SM80_16x8x16_F32F16F16F32_TN").unwrap();
/// let mma = tiled_mma(&atom, &"(_2,_2,_1):(_1,_2,_0)".parse().unwrap(), &[None, None, None]).unwrap();
/// assert_eq!(mma.tile_shape, [32, 16, 16]);
/// assert_eq!(mma.layout_c_tv.to_string(), "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0)))");
/// ```
pub fn tiled_mma(
    atom: &MmaAtom,
    atom_layout: &Layout,
    permutation: &[Option<Tiler>; 3],
) -> Result<TiledMma> {
    const OP: &str = "make_tiled_mma";
    if atom_layout.rank() != 3 {
        return Err(Error::new(
            OP,
            format!("the atom layout {atom_layout} is not of rank 3 (M, N, K)"),
        ));
    }
    // (thread in atom, atom m, atom n, atom k) -> thread.
    let vmnk = algebra::tiled_product(&atom.thr_id, &Tiler::Layout(atom_layout.clone()))?;
    let sizes: Vec<i64> = vmnk.modes().iter().map(Layout::size).collect();
    let [v, m, n, k] = sizes[..] else {
        return Err(Error::new(
            OP,
            format!("the thread layout {vmnk} is not of rank 4"),
        ));
    };
    let atoms = [m, n, k];
    // Each mode's permutation tiler and the extent it covers (`_`: the atoms' extent).
    let mut perm = Vec::new();
    for (i, p) in permutation.iter().enumerate() {
        perm.push(match p {
            None => {
                let e = atom.shape_mnk[i] * atoms[i];
                (Tiler::Int(Leaf::new_static(e)), e)
            }
            Some(t @ Tiler::Int(l)) => (t.clone(), l.value),
            Some(t @ Tiler::Layout(l)) => (t.clone(), l.size()),
            Some(Tiler::Tuple(_)) => {
                return Err(Error::new(
                    OP,
                    "a permutation mode is an extent, a layout or `_`",
                ))
            }
        });
    }
    let tile_shape = [perm[0].1, perm[1].1, perm[2].1];
    // thread index -> logical thread: `(size(V), 1):(1, 0)` after the inverse of V and its
    // complement.
    let both = Layout::concat([vmnk.clone(), algebra::complement(&vmnk, None)?])?;
    let to_thr = algebra::composition(
        &static_layout(
            IntTuple::Tuple(vec![int(v * m * n * k), int(1)]),
            IntTuple::Tuple(vec![int(1), int(0)]),
        )?,
        &Tiler::Layout(algebra::right_inverse(&both)?),
    )?;
    // CuTe's thrfrg_X then get_layoutX_TV, for the modes (i, j) of (M, N, K).
    let operand = |i: usize, j: usize, tv: &Layout, shared: Option<IntTuple>| -> Result<Layout> {
        let reference = static_layout(
            IntTuple::Tuple(vec![int(tile_shape[i]), int(tile_shape[j])]),
            IntTuple::Tuple(vec![int(1), int(tile_shape[i])]),
        )?;
        let permuted = algebra::logical_divide(
            &reference,
            &Tiler::Tuple(vec![perm[i].0.clone(), perm[j].0.clone()]),
        )?;
        let line = |e: i64| Tiler::Int(Leaf::new_static(e));
        let split = algebra::zipped_divide(
            &permuted,
            &Tiler::Tuple(vec![line(atom.shape_mnk[i]), line(atom.shape_mnk[j])]),
        )?;
        // ((ThrV, FrgV), (RestI, RestJ))
        let atom_tv = algebra::composition(&split.mode(0)?, &Tiler::Layout(tv.clone()))?;
        let rest = algebra::zipped_divide(
            &split.mode(1)?,
            &Tiler::Tuple(vec![line(atoms[i]), line(atoms[j])]),
        )?;
        // The threads of the atoms along (i, j); A is shared by the threads along N, B by
        // those along M (stride 0 over them).
        let mut thr_ij = rest.mode(0)?;
        if let Some(stride) = shared {
            let threads = static_layout(IntTuple::Tuple(vec![int(m), int(n)]), stride)?;
            let first = algebra::composition(&thr_ij.mode(0)?, &Tiler::Layout(threads))?;
            thr_ij = Layout::concat([first, thr_ij.mode(1)?])?;
        }
        let thr = Layout::concat([atom_tv.mode(0)?, thr_ij])?;
        let val = Layout::concat([atom_tv.mode(1)?, rest.mode(1)?])?;
        let thr = algebra::composition(&thr, &Tiler::Layout(to_thr.clone()))?;
        Layout::concat([thr, val])
    };
    Ok(TiledMma {
        tile_shape,
        layout_a_tv: operand(0, 2, &atom.a, Some(IntTuple::Tuple(vec![int(1), int(0)])))?,
        layout_b_tv: operand(1, 2, &atom.b, Some(IntTuple::Tuple(vec![int(0), int(1)])))?,
        layout_c_tv: operand(0, 1, &atom.c, None)?,
    })
}
