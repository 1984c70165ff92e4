//! A tour of CuTe's layout algebra, every result computed by the Rust compiler.
//!
//! Run it with `cargo run --example tour`. Each section follows CuTe's own tutorial
//! (`01_layout.md`, `02_layout_algebra.md`): the layouts below are types, the operations are
//! type aliases, and what is printed is the type the compiler resolved.

use cute_layout::prelude::*;
use cute_layout::tensor::Tensor;

fn show<L: StaticLayout>(what: &str) {
    println!("{what:<44} {}", L::default());
}

fn table<L: cute_layout::Rank2 + Default>(what: &str) {
    println!("{what}");
    print!("{}", print_layout(L::default()));
    println!();
}

fn section(title: &str) {
    println!(
        "\n== {title} {}",
        "=".repeat(70usize.saturating_sub(title.len()))
    );
}

fn main() {
    section("Layouts and coordinates");
    // A layout is Shape:Stride; `layout!` writes it in CuTe notation.
    type L = layout!((4, (2, 4)):(2, (1, 8)));
    let l = L::default();
    println!(
        "L = {l}: size {}, cosize {}, rank {}, depth {}",
        L::SIZE,
        L::COSIZE,
        L::RANK,
        L::DEPTH
    );
    println!(
        "L(2, (0, 1)) = {}   natural coordinate",
        l.offset((2, (0, 1)))
    );
    println!(
        "L(2, 5)      = {}   coarser: 5 is an index into the (2,4) mode",
        l.offset((2, 5))
    );
    println!("L(22)        = {}   a 1-D index", l.offset(22));
    table::<L>("print_layout(L):");
    type RowMajor = layout!((4, 2):(2, 1));
    table::<RowMajor>("a 4x2 row-major layout:");
    println!(
        "idx2crd(16, (3,(2,3))) = {}",
        <Idx2Crd<cute_layout::typenum::U16, shape!((3, (2, 3)))> as IntTuple>::to_cute_string()
    );

    section("Coalesce");
    show::<Coalesce<layout!((2, (1, 6)):(1, (6, 2)))>>("coalesce((2,(1,6)):(1,(6,2)))");
    show::<Coalesce<layout!((4, 3):(2, 7))>>("coalesce((4,3):(2,7))  (nothing merges)");
    show::<CoalesceBy<layout!(((2, 3), 4, 5):((1, 2), 6, 24)), shape!((1, 1, 1))>>(
        "coalesce by mode, profile (1,1,1)",
    );
    show::<Flatten<layout!((4, (4, 2)):(4, (1, 16)))>>("flatten((4,(4,2)):(4,(1,16)))");

    section("Composition");
    type A = layout!((6, 2):(8, 2));
    type B = layout!((4, 3):(3, 1));
    show::<A>("A");
    show::<B>("B");
    show::<Composition<A, B>>("A o B");
    table::<Composition<A, B>>("(A o B)(i, j) = A(B(i, j)):");
    show::<Composition<layout!(20:2), layout!((5, 4):(4, 1))>>("reshape 20:2 into a row-major 5x4");
    show::<Composition<layout!((12, (4, 8)):(59, (13, 1))), tile!(3:4, 8:2)>>(
        "by-mode with the tiler <3:4, 8:2>",
    );
    show::<Composition<layout!((12, (4, 8)):(59, (13, 1))), shape!((3, 8))>>(
        "by-mode with the shape (3,8)",
    );

    section("Complement");
    show::<Complement<layout!(4:1), shape!(24)>>("complement(4:1, 24)");
    show::<Complement<layout!(6:4), shape!(24)>>("complement(6:4, 24)");
    show::<Complement<layout!(4:2), shape!(24)>>("complement(4:2, 24)");
    show::<Complement<layout!((2, 2):(1, 6)), shape!(24)>>("complement((2,2):(1,6), 24)");

    section("Divides");
    show::<LogicalDivide<layout!(16:3), layout!(4:1)>>("logical_divide(16:3, 4:1)");
    show::<LogicalDivide<layout!(16:3), layout!(4:4)>>("logical_divide(16:3, 4:4)");
    show::<LogicalDivide<layout!(16:3), layout!(4:2)>>("logical_divide(16:3, 4:2)");
    show::<LogicalDivide<layout!(16:3), layout!((2, 2):(4, 1))>>(
        "logical_divide(16:3, (2,2):(4,1))",
    );
    type M = layout!((12, 32, 6):(1, 128, 0));
    show::<M>("M, a 12x32x6 tensor");
    show::<LogicalDivide<M, shape!((4, 8))>>("logical_divide(M, (4,8))");
    show::<ZippedDivide<M, shape!((4, 8))>>("zipped_divide(M, (4,8))");
    show::<TiledDivide<M, shape!((4, 8))>>("tiled_divide(M, (4,8))");
    show::<FlatDivide<M, shape!((4, 8))>>("flat_divide(M, (4,8))");

    section("Products");
    type Tile = layout!((2, 2):(1, 2));
    type Grid = layout!((3, 4):(4, 1));
    show::<Tile>("a 2x2 tile");
    show::<Grid>("a 3x4 row-major matrix of tiles");
    show::<LogicalProduct<Tile, Grid>>("logical_product(tile, matrix)");
    table::<BlockedProduct<Tile, Grid>>("blocked_product(tile, matrix): the tile repeated");
    table::<RakedProduct<Tile, Grid>>("raked_product(tile, matrix): the tile interleaved");
    type Raked = RakedProduct<Tile, Grid>;
    show::<LogicalDivide<Raked, tile!(2:3, 2:4)>>(
        "raked gathered back: logical_divide(raked, <2:3,2:4>)",
    );

    section("Inverses");
    type P = layout!((4, 2):(2, 1));
    show::<RightInverse<P>>("right_inverse((4,2):(2,1))");
    show::<LeftInverse<P>>("left_inverse((4,2):(2,1))");
    show::<Coalesce<Composition<P, RightInverse<P>>>>("coalesce((4,2):(2,1) o right_inverse)");
    show::<Coalesce<Composition<LeftInverse<P>, P>>>("coalesce(left_inverse o (4,2):(2,1))");

    section("Slicing and tensors");
    show::<Slice<L, crd!((0, (_, _)))>>("slice((0,(_,_)), L)");
    show::<Slice<L, crd!((_, (0, _)))>>("slice((_,(0,_)), L)");
    let data: Vec<u32> = (0..64).collect();
    let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).expect("64 elements");
    let tile = m.local_tile(make_shape!((_4, _2)), (1usize, 3usize));
    println!(
        "local_tile(8x8 column-major, (4,2), (1,3)) = {}: {:?}",
        tile.layout(),
        tile.iter().collect::<Vec<_>>()
    );
    let mine = m.local_partition(<layout!((2, 4):(4, 1))>::new(), 5);
    println!(
        "local_partition(8x8, (2,4):(4,1), thread 5) = {}: {:?}",
        mine.layout(),
        mine.iter().collect::<Vec<_>>()
    );

    println!(
        "\nEvery layout above is a type the compiler resolved; nothing was computed at run time."
    );
}
