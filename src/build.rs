//! Build script: a Windows build of the game carries Fabula's icon and its version details in
//! the executable (what Explorer shows); other systems get theirs from their packages.

fn main() {
    println!("cargo:rerun-if-changed=assets/icon/fabula.ico");
    println!("cargo:rerun-if-changed=src/build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let mut resource = winresource::WindowsResource::new();
    resource
        .set_icon("assets/icon/fabula.ico")
        .set("ProductName", "Fabula")
        .set(
            "FileDescription",
            "Fabula: a table for storytelling card games",
        )
        .set("LegalCopyright", "MIT OR Apache-2.0")
        .set("OriginalFilename", "Fabula.exe");
    if let Err(err) = resource.compile() {
        println!("cargo:warning=the Windows resources could not be built: {err}");
        std::process::exit(1);
    }
}
