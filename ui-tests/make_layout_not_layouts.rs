// make_layout of a tuple that holds something other than layouts.
fn main() {
    let _ = cute_layout::make_layout((3usize, <cute_layout::layout!(4:1)>::new()));
}
