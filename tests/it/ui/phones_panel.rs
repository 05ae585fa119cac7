//! The phones panel and the set-up switch through their labels: the switch turns phones on,
//! the panel shows one seat's code at a time, Esc hides a showing code before it closes the
//! panel. Phones are served on loopback only.

use crate::support::harness::{app_harness, with_cards};
use egui_kittest::kittest::Queryable as _;
use std::net::{IpAddr, Ipv4Addr};

#[test]
fn phone_panel_shows_one_code_and_esc_hides_it_before_closing() {
    let mut h = app_harness(None, egui::vec2(1600.0, 900.0), 32, 5, |app| {
        let mut app = with_cards(app);
        app.set_phone_bind(IpAddr::V4(Ipv4Addr::LOCALHOST));
        app
    });
    h.get_by_label("New game").click();
    h.run();
    assert!(!h.state_mut().setup_mut().phones, "off by default");
    let switch = egui::accesskit::Role::CheckBox;
    h.get_by_role_and_label(switch, "Phones as hands").click();
    h.run();
    assert!(
        h.state_mut().setup_mut().phones,
        "the switch turns phones on"
    );
    h.get_by_label("Start the game").click();
    h.run();
    // The panel opens with the game: every seat plays here, each may show its code.
    h.get_by_label("Show Ada's code").click();
    h.run();
    assert!(
        h.query_by_label("Ada's code").is_some(),
        "the QR code shows"
    );
    assert!(
        h.query_by_label("Show Bruno's code").is_none(),
        "only one code on screen"
    );
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(
        h.query_by_label("Ada's code").is_none(),
        "Esc hides the code"
    );
    assert!(h.query_by_label("Done").is_some(), "the panel stays open");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(
        h.query_by_label("Done").is_none(),
        "the second Esc closes the panel"
    );
    assert!(
        h.query_by_label("Phones…").is_some(),
        "the privacy screen opens it again"
    );
}
