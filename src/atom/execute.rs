//! Running a TiledCopy and a TiledMMA on the CPU, thread by thread, from their partitions: what
//! each GPU thread would do, done in turn, so that a tiling can be executed and checked on the
//! host. An MMA atom is emulated from its layouts alone: the threads of one atom pool their
//! fragments into the atom's `M x K`, `N x K` and `M x N` tiles (through `ALayout`, `BLayout`,
//! `CLayout`), multiply, and take back their part of C.

use super::tiled_copy::{CopyAtomOf, CopyPartitionOp, Dst, Src, TiledCopyOp, ValueWidthFits};
use super::tiled_mma::{PartitionAOp, PartitionBOp, PartitionCOp, TiledMmaOp};
use super::{MmaAtom, Numeric};
use crate::dynamic::Error;
use crate::{AnyLayout, Crd2IdxOp};

/// Checks that `at` (a part's start plus an offset) is an index of a slice of length `len`.
fn index(op: &'static str, at: isize, len: usize) -> Result<usize, Error> {
    usize::try_from(at)
        .ok()
        .filter(|&i| i < len)
        .ok_or_else(|| {
            Error::new(
                op,
                format!("offset {at} is outside the tensor's {len} elements"),
            )
        })
}

/// The elements of a part that starts at `start`, in index order.
fn offsets<L: AnyLayout + Crd2IdxOp<usize>>(
    l: &L,
    start: isize,
) -> impl Iterator<Item = isize> + '_ {
    (0..l.size()).map(move |i| l.crd2idx_at(start, i))
}

/// One element a TiledCopy moves: from `src` to `dst` (offsets into the slices, not yet
/// checked: a predicated copy checks only the moves it makes), read by value `slot.1` of source
/// thread `slot.0`.
struct Move {
    src: isize,
    dst: isize,
    slot: (usize, usize),
}

impl Move {
    /// The source and destination indices, or the `Err` of an offset outside its slice.
    fn indices(
        &self,
        op: &'static str,
        src_len: usize,
        dst_len: usize,
    ) -> Result<(usize, usize), Error> {
        Ok((index(op, self.src, src_len)?, index(op, self.dst, dst_len)?))
    }
}

/// Every element a TiledCopy moves. An atom moves data between its threads (`ldmatrix`: a
/// thread names a row of the source and receives values of several rows), so each destination
/// value `(thread, value)` is matched to the source value that holds the same element of the
/// atom (`DstLayout(t, v) == SrcLayout(t', v')`), in the same atom and repetition. Checks that
/// every offset lies in its slice and that the values of one register of the atom are
/// consecutive elements (one vector access) on each side.
fn tiled_moves<C, LS, LD>(
    op: &'static str,
    copy: C,
    src_layout: LS,
    dst_layout: LD,
) -> Result<Vec<Move>, Error>
where
    C: TiledCopyOp + CopyPartitionOp<Src, LS> + CopyPartitionOp<Dst, LD>,
    LS: AnyLayout,
    LD: AnyLayout,
{
    type Atom<C> = <C as TiledCopyOp>::Atom;
    let src_atom = <<Atom<C> as CopyAtomOf>::ValLayoutSrc as crate::StaticLayout>::to_dynamic();
    let dst_atom = <<Atom<C> as CopyAtomOf>::ValLayoutDst as crate::StaticLayout>::to_dynamic();
    let (threads, vs, vd) = (
        <Atom<C> as CopyAtomOf>::NUM_THR,
        src_atom.mode(1)?.size() as usize,
        dst_atom.mode(1)?.size() as usize,
    );
    // Which source (thread, value) of the atom holds each of its elements.
    let mut holder = std::collections::HashMap::new();
    for a in 0..threads {
        for v in 0..vs {
            holder.entry(at(&src_atom, a, v)?).or_insert((a, v));
        }
    }
    let widths = [register_width(&src_atom), register_width(&dst_atom)];
    let mut parts = Vec::new();
    for t in 0..C::THREADS {
        let thr = super::tiled_copy::ThrCopy { thr: t, copy };
        let (s, s0) = thr.partition_s(src_layout);
        let (d, d0) = thr.partition_d(dst_layout);
        let s: Vec<isize> = offsets(&s, s0).collect();
        let d: Vec<isize> = offsets(&d, d0).collect();
        if s.len() / vs != d.len() / vd {
            return Err(Error::new(
                op,
                format!(
                    "thread {t} reads {} elements ({} atom copies) and writes {} ({})",
                    s.len(),
                    s.len() / vs,
                    d.len(),
                    d.len() / vd
                ),
            ));
        }
        vectors(op, t, "source", &s, widths[0])?;
        vectors(op, t, "destination", &d, widths[1])?;
        parts.push((s, d));
    }
    let mut moves = Vec::new();
    for (t, (_, d)) in parts.iter().enumerate() {
        let (group, a) = (t - t % threads, t % threads);
        for (i, &dst) in d.iter().enumerate() {
            let (v, rep) = (i % vd, i / vd);
            let id = at(&dst_atom, a, v)?;
            let &(sa, sv) = holder.get(&id).ok_or_else(|| {
                Error::new(
                    op,
                    format!("no source value of the atom holds its element {id}"),
                )
            })?;
            let slot = (group + sa, sv + vs * rep);
            moves.push(Move {
                src: parts[slot.0].0[slot.1],
                dst,
                slot,
            });
        }
    }
    Ok(moves)
}

/// An atom's `(thread, value) -> element` layout at `(a, v)`.
fn at(l: &crate::dynamic::Layout, a: usize, v: usize) -> Result<i64, Error> {
    let crd = crate::dynamic::IntTuple::tuple([(a as i64).into(), (v as i64).into()]);
    Ok(l.crd2idx(&crd)?.value)
}

/// The values of one register of an atom's side (its `(thread, value)` layout in values): the
/// contiguous run its value mode starts with (a 128-bit `UniversalCopy` of floats: 4; the
/// destination of `ldmatrix`, 32-bit registers of halves: 2).
fn register_width(side: &crate::dynamic::Layout) -> usize {
    let Ok(values) = side.mode(1) else {
        return 1;
    };
    let run = values.coalesce();
    match (run.shape().leaves().first(), run.stride().leaves().first()) {
        (Some(&extent), Some(&1)) => extent as usize,
        _ => 1,
    }
}

/// Checks that each run of `width` values of a thread's part (one register of the atom) lies
/// at consecutive offsets, as one vector access of the atom needs.
fn vectors(
    op: &'static str,
    t: usize,
    side: &str,
    offsets: &[isize],
    width: usize,
) -> Result<(), Error> {
    for run in offsets.chunks(width) {
        // One access of `width` values is as aligned as it is wide, or a GPU faults on it.
        if width > 1 && run[0].rem_euclid(width as isize) != 0 {
            return Err(Error::new(
                op,
                format!(
                    "the Copy_Atom moves {width} values per {side} access, but thread {t}'s access \
                     at {side} offset {} is not aligned to {width} elements (a GPU faults on it): \
                     make the leading dimension a multiple of {width}, or use a narrower atom",
                    run[0]
                ),
            ));
        }
        if run.windows(2).any(|w| w[1] != w[0] + 1) {
            return Err(Error::new(
                op,
                format!(
                    "the Copy_Atom moves {width} values per {side} access, but thread {t} finds \
                     them at {side} offsets {run:?}, not {width} consecutive elements: the largest \
                     common vector of source and destination is narrower than the atom (use a \
                     narrower atom, e.g. UniversalCopy of one value)"
                ),
            ));
        }
    }
    Ok(())
}

/// CuTe's `copy(tiled_copy, src, dst)` on the CPU: every thread of the TiledCopy copies its
/// part of `src` (elements of `src_data` at the offsets of `src_layout`) to its part of `dst`.
/// The data's type must be as wide as the atom's value type (a compile error naming both
/// widths). An offset outside a slice, or an atom whose values are not consecutive elements of both
/// tensors (a vector access wider than their largest common vector), is an `Err`, before
/// anything is written.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{copy_tiled, make_tiled_copy, Copy_Atom, UniversalCopy};
/// let (src_layout, dst_layout) = (<layout!((256,64):(1,256))>::default(), <layout!((256,64):(64,1))>::default());
/// let src: Vec<f32> = (0..256 * 64).map(|x| x as f32).collect();
/// let mut dst = vec![0.0; 256 * 64];
/// // 32x8 threads each moving 4 floats along the columns: one 128-bit access in the
/// // column-major source, but 4 elements 64 apart in the row-major destination.
/// let wide = make_tiled_copy(
///     Copy_Atom::<UniversalCopy<u128>, f32>::default(),
///     <layout!((32,8):(1,32))>::default(),
///     <layout!((4,1):(1,0))>::default(),
/// );
/// let e = copy_tiled(wide, &src, src_layout, &mut dst, dst_layout).unwrap_err();
/// assert!(e.to_string().contains("moves 4 values per destination access, but thread 0 finds them at destination offsets [0, 64, 128, 192]"));
/// // The same tiling with one float per access transposes.
/// let narrow = make_tiled_copy(
///     Copy_Atom::<UniversalCopy<f32>, f32>::default(),
///     <layout!((32,8):(1,32))>::default(),
///     <layout!((4,1):(1,0))>::default(),
/// );
/// copy_tiled(narrow, &src, src_layout, &mut dst, dst_layout).unwrap();
/// assert_eq!(dst[3 * 64 + 5], src[5 * 256 + 3]);
/// // 128-bit accesses into a column-major matrix whose columns are 250 floats apart: column 1
/// // starts at offset 250, not a multiple of 4, where a GPU's vector access faults.
/// let ragged = <layout!((256,64):(1,250))>::default();
/// let e = copy_tiled(wide, &src, ragged, &mut dst, src_layout).unwrap_err();
/// assert!(e.to_string().contains("at source offset 250 is not aligned to 4 elements"), "{e}");
/// ```
pub fn copy_tiled<C, T, LS, LD>(
    copy: C,
    src_data: &[T],
    src_layout: LS,
    dst_data: &mut [T],
    dst_layout: LD,
) -> Result<(), Error>
where
    C: TiledCopyOp + CopyPartitionOp<Src, LS> + CopyPartitionOp<Dst, LD>,
    C::Atom: ValueWidthFits<T>,
    T: Copy,
    LS: AnyLayout,
    LD: AnyLayout,
{
    let (src_len, dst_len) = (src_data.len(), dst_data.len());
    let moves = tiled_moves("copy", copy, src_layout, dst_layout)?;
    let moves: Vec<(usize, usize)> = (moves.iter())
        .map(|m| m.indices("copy", src_len, dst_len))
        .collect::<Result<_, _>>()?;
    for (i, j) in moves {
        dst_data[j] = src_data[i];
    }
    Ok(())
}

/// CuTe's `copy_if(tiled_copy, pred, src, dst)` on the CPU: as [`copy_tiled`], each element
/// copied only where the predicate tensor (`pred` at the offsets of `pred_layout`, partitioned
/// as the source; typically in-bounds flags of a tile that reaches past the tensor) holds
/// `true`. An offset outside a slice where the predicate holds, or a predicate part of another
/// size, is an `Err`, before anything is written; where it does not hold, the offset may lie
/// past the slice (a tile at the tensor's edge).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{copy_if_tiled, make_tiled_copy, Copy_Atom, UniversalCopy};
/// let copy = make_tiled_copy(
///     Copy_Atom::<UniversalCopy<u128>, f32>::default(),
///     <layout!((8,4):(1,8))>::default(),
///     <layout!((4,1):(1,0))>::default(),
/// );
/// // A 32 x 8 tile of which only the first 20 rows exist: copy rows 0..20 only.
/// let tile = <layout!((32,8):(1,32))>::default();
/// let pred: Vec<bool> = (0..32 * 8).map(|i| i % 32 < 20).collect();
/// let src: Vec<f32> = (0..32 * 8).map(|x| x as f32).collect();
/// let mut dst = vec![-1.0; 32 * 8];
/// copy_if_tiled(copy, &pred, tile, &src, tile, &mut dst, tile).unwrap();
/// assert_eq!((dst[19], dst[20], dst[32 + 5]), (19.0, -1.0, 37.0));
/// // A 20 x 8 column-major matrix, read through the same 32 x 8 tile: rows 20..32 of its
/// // last column lie past its 160 elements, and the predicate keeps the copy from them.
/// let src: Vec<f32> = (0..20 * 8).map(|x| x as f32).collect();
/// let rows = <layout!((32,8):(1,20))>::default();
/// let mut dst = vec![-1.0; 32 * 8];
/// copy_if_tiled(copy, &pred, tile, &src, rows, &mut dst, tile).unwrap();
/// assert_eq!((dst[19 + 32 * 7], dst[20 + 32 * 7]), (19.0 + 20.0 * 7.0, -1.0));
/// // Without the predicate, the copy would read past the matrix: an `Err`.
/// assert!(cute_layout::atom::copy_tiled(copy, &src, rows, &mut dst, tile).is_err());
/// ```
#[allow(clippy::too_many_arguments)] // the predicate, source and destination: each data and layout
pub fn copy_if_tiled<C, T, LP, LS, LD>(
    copy: C,
    pred: &[bool],
    pred_layout: LP,
    src_data: &[T],
    src_layout: LS,
    dst_data: &mut [T],
    dst_layout: LD,
) -> Result<(), Error>
where
    C: TiledCopyOp + CopyPartitionOp<Src, LS> + CopyPartitionOp<Dst, LD> + CopyPartitionOp<Src, LP>,
    C::Atom: ValueWidthFits<T>,
    T: Copy,
    LP: AnyLayout,
    LS: AnyLayout,
    LD: AnyLayout,
{
    let moves = tiled_moves("copy_if", copy, src_layout, dst_layout)?;
    // Each thread's part of the predicate, as the source is partitioned.
    let mut flags = Vec::new();
    for t in 0..C::THREADS {
        let (p, p0) = super::tiled_copy::ThrCopy { thr: t, copy }.partition_s(pred_layout);
        let p: Vec<bool> = offsets(&p, p0)
            .map(|o| index("copy_if", o, pred.len()).map(|i| pred[i]))
            .collect::<Result<_, _>>()?;
        flags.push(p);
    }
    let mut kept = Vec::new();
    for m in moves {
        let flag = flags[m.slot.0].get(m.slot.1).copied().ok_or_else(|| {
            Error::new(
                "copy_if",
                format!(
                    "the predicate's part of thread {} has {} elements, fewer than its source part",
                    m.slot.0,
                    flags[m.slot.0].len()
                ),
            )
        })?;
        // Only a copy that is made must be inside both slices (the predicate's job is to
        // keep a tile that reaches past the tensor from touching what is not there).
        if flag {
            kept.push(m.indices("copy_if", src_data.len(), dst_data.len())?);
        }
    }
    for (i, j) in kept {
        dst_data[j] = src_data[i];
    }
    Ok(())
}

/// CuTe's `gemm(tiled_mma, a, b, c)` for a CTA tile on the CPU: `C += A * Bᵀ` (A `M x K`, B
/// `N x K`, C `M x N`, each the elements of a slice at the offsets of a layout), computed atom
/// by atom from the threads' partitions. The data has the atom's value types (`MmaAtom::ValA`,
/// `ValB`, `ValC`; other types are a compile error naming both); each atom's products are
/// summed in `f64` and added to C in C's type (exact for integer values up to 2^53, and for
/// floats whose sums C's type holds exactly). Operands whose M, N or K disagree, or an offset
/// outside a slice, are an `Err`, before anything is written.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{gemm_tiled, Half, TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
/// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
/// let (m, n, k) = (64, 32, 32);
/// let half = |x: usize| Half::from_f32(x as f32);
/// let a: Vec<Half> = (0..m * k).map(|x| half(x % 7)).collect(); // row-major M x K
/// let b: Vec<Half> = (0..n * k).map(|x| half(x % 5)).collect(); // row-major N x K
/// let mut c = vec![0.0f32; m * n]; // column-major M x N
/// gemm_tiled(
///     Mma::default(),
///     &a, <layout!((64,32):(32,1))>::default(),
///     &b, <layout!((32,32):(32,1))>::default(),
///     &mut c, <layout!((64,32):(1,64))>::default(),
/// ).unwrap();
/// let naive = |i: usize, j: usize| (0..k).map(|l| (i * k + l) % 7 * ((j * k + l) % 5)).sum::<usize>();
/// assert!((0..m).all(|i| (0..n).all(|j| c[i + j * m] == naive(i, j) as f32)));
/// ```
#[allow(clippy::too_many_arguments)] // A, B and C: each data and layout
pub fn gemm_tiled<M, TA, LA, TB, LB, TC, LC>(
    mma: M,
    a: &[TA],
    la: LA,
    b: &[TB],
    lb: LB,
    c: &mut [TC],
    lc: LC,
) -> Result<(), Error>
where
    M: TiledMmaOp + PartitionAOp<LA> + PartitionBOp<LB> + PartitionCOp<LC>,
    TA: Numeric + OperandA<<M::Atom as MmaAtom>::ValA>,
    TB: Numeric + OperandB<<M::Atom as MmaAtom>::ValB>,
    TC: Numeric + OperandC<<M::Atom as MmaAtom>::ValC>,
    LA: AnyLayout,
    LB: AnyLayout,
    LC: AnyLayout,
    <M as PartitionAOp<LA>>::Output: Crd2IdxOp<(usize, usize, usize)>,
    <M as PartitionBOp<LB>>::Output: Crd2IdxOp<(usize, usize, usize)>,
    <M as PartitionCOp<LC>>::Output: Crd2IdxOp<(usize, usize, usize)>,
    <<M as TiledMmaOp>::Atom as MmaAtom>::ALayout: Crd2IdxOp<usize>,
    <<M as TiledMmaOp>::Atom as MmaAtom>::BLayout: Crd2IdxOp<usize>,
    <<M as TiledMmaOp>::Atom as MmaAtom>::CLayout: Crd2IdxOp<usize>,
{
    type Atom<M> = <M as TiledMmaOp>::Atom;
    let shape = <<Atom<M> as MmaAtom>::ShapeMNK as crate::IntTuple>::to_dynamic().leaves();
    let (am, an, ak) = (shape[0] as usize, shape[1] as usize, shape[2] as usize);
    let (al, bl, cl) = (
        <<Atom<M> as MmaAtom>::ALayout>::default(),
        <<Atom<M> as MmaAtom>::BLayout>::default(),
        <<Atom<M> as MmaAtom>::CLayout>::default(),
    );
    // The operands must agree, as CuTe's static asserts say: M of A and C, N of B and C, K of
    // A and B (a mismatch would read or write past a layout, or drop products).
    let ([ma, ka, _], [nb, kb, _], [mc, nc, _]) = (dims(&la)?, dims(&lb)?, dims(&lc)?);
    agree("M of A", ma, "M of C", mc)?;
    agree("N of B", nb, "N of C", nc)?;
    agree("K of A", ka, "K of B", kb)?;
    let thr_v = M::VMNK[0];
    // Each thread's parts, grouped by atom: the threads that differ only in their
    // thread-in-atom coordinate `v` run one atom together.
    let mut groups = std::collections::BTreeMap::<[usize; 3], Vec<(usize, usize)>>::new();
    let mut parts = Vec::new();
    // The threads are the values of the thread layout: with an SM70 quad-pair atom alone,
    // threads 0-3 and 16-19.
    for t in <M::ThrLayoutVMNK as crate::StaticLayout>::to_dynamic().offsets() {
        let thr = super::tiled_mma::ThrMMA::new(mma, t as usize);
        let [v, m, n, k] = thr.coord();
        groups.entry([m, n, k]).or_default().push((v, parts.len()));
        parts.push((
            thr.partition_a(la),
            thr.partition_b(lb),
            thr.partition_c(lc),
        ));
    }
    let Some(((fa, _), (fb, _), (fc, _))) = parts.first() else {
        return Ok(());
    };
    let ([va, rm, rk], [vb, rn, _], [vc, _, _]) = (dims(fa)?, dims(fb)?, dims(fc)?);
    let mut updates = Vec::new();
    for members in groups.values() {
        for im in 0..rm {
            for jn in 0..rn {
                let mut acc = vec![0.0; am * an];
                for lk in 0..rk {
                    // The atom's tiles, pooled from its threads' fragments.
                    let (mut ta, mut tb) = (vec![0.0; am * ak], vec![0.0; an * ak]);
                    for &(v, p) in members {
                        let ((pa, a0), (pb, b0), _) = &parts[p];
                        for j in 0..va {
                            let at = index("gemm", pa.crd2idx_at(*a0, (j, im, lk)), a.len())?;
                            ta[al.crd2idx(v + thr_v * j) as usize] = a[at].to_f64();
                        }
                        for j in 0..vb {
                            let bt = index("gemm", pb.crd2idx_at(*b0, (j, jn, lk)), b.len())?;
                            tb[bl.crd2idx(v + thr_v * j) as usize] = b[bt].to_f64();
                        }
                    }
                    for x in 0..am {
                        for y in 0..an {
                            acc[x + am * y] += (0..ak)
                                .map(|z| ta[x + am * z] * tb[y + an * z])
                                .sum::<f64>();
                        }
                    }
                }
                // Each thread takes back its values of the atom's C.
                for &(v, p) in members {
                    let (_, _, (pc, c0)) = &parts[p];
                    for j in 0..vc {
                        let ct = index("gemm", pc.crd2idx_at(*c0, (j, im, jn)), c.len())?;
                        updates.push((ct, acc[cl.crd2idx(v + thr_v * j) as usize]));
                    }
                }
            }
        }
    }
    for (ct, value) in updates {
        c[ct] = TC::from_f64(c[ct].to_f64() + value);
    }
    Ok(())
}

macro_rules! operand_types {
    ($($(#[$doc:meta])* $name:ident, $msg:literal, $label:literal;)*) => {$(
        $(#[$doc])*
        #[diagnostic::on_unimplemented(
            message = $msg,
            label = $label,
            note = "an MMA atom names its value types (`MmaAtom::ValA`, `ValB`, `ValC`): convert the data, or pick the atom of these types"
        )]
        #[doc(hidden)]
        pub trait $name<Want> {}
        impl<T> $name<T> for T {}
    )*};
}
operand_types! {
    /// Passes when A's data has the atom's type of A.
    OperandA,
    "gemm: the A tensor holds `{Self}` values, and the MMA atom's A values are `{Want}`",
    "the data of A does not have the atom's value type";
    /// Passes when B's data has the atom's type of B.
    OperandB,
    "gemm: the B tensor holds `{Self}` values, and the MMA atom's B values are `{Want}`",
    "the data of B does not have the atom's value type";
    /// Passes when C's data has the atom's type of C.
    OperandC,
    "gemm: the C tensor holds `{Self}` values, and the MMA atom's C values are `{Want}`",
    "the data of C does not have the atom's value type";
}

/// The error of two extents of `gemm`'s operands that must be equal.
fn agree(what_a: &str, a: usize, what_b: &str, b: usize) -> Result<(), Error> {
    match a == b {
        true => Ok(()),
        false => Err(Error::new(
            "gemm",
            format!("{what_a} is {a} but {what_b} is {b}: they must be equal"),
        )),
    }
}

/// The extents of the first three top-level modes of a layout (1 past its rank): a thread's
/// part (values, repeats, repeats) or an operand (M or N, K).
fn dims<L: AnyLayout>(l: &L) -> Result<[usize; 3], Error> {
    let modes = l.mode_sizes()?;
    let size = |i: usize| modes.get(i).copied().unwrap_or(1);
    Ok([size(0), size(1), size(2)])
}
