//! SVG pictures of an access's banks (to be written).
