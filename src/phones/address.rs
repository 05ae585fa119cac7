//! Which address phones are given: this computer's on the home network.

use std::net::{IpAddr, Ipv4Addr};

/// This computer's address on the home network: of the interfaces that are up, the best
/// ranked IPv4 address ([`address_rank`]), else loopback (phones then cannot reach it, and the
/// panel shows that address so the players see why).
pub fn home_network_address() -> IpAddr {
    let interfaces = if_addrs::get_if_addrs().unwrap_or_default();
    interfaces
        .iter()
        .filter_map(|i| Some((address_rank(&i.name, i.ip())?, i.ip())))
        .min_by_key(|(rank, _)| *rank)
        .map_or(IpAddr::V4(Ipv4Addr::LOCALHOST), |(_, ip)| ip)
}

/// How likely phones reach this computer at `ip` on interface `name` (lower is better), or
/// `None` for addresses they cannot: home routers hand out 192.168/16 first, then 10/8 and
/// 172.16/12; virtual machines', containers' and VPN interfaces come last, link-local after.
fn address_rank(name: &str, ip: IpAddr) -> Option<u8> {
    let IpAddr::V4(v4) = ip else {
        return None;
    };
    if v4.is_loopback() || v4.is_unspecified() {
        return None;
    }
    let virtual_names = [
        "docker", "veth", "br-", "virbr", "vbox", "vmnet", "tun", "tap", "utun", "wg", "zt",
    ];
    let lower = name.to_ascii_lowercase();
    let virtual_interface = virtual_names.iter().any(|v| lower.starts_with(v))
        || lower.contains("virtual")
        || lower.contains("vethernet");
    let [a, b, ..] = v4.octets();
    let rank = match (a, b) {
        (192, 168) => 0,
        (10, _) => 1,
        (172, 16..=31) => 2,
        _ if v4.is_link_local() => 5,
        _ => 3,
    };
    Some(rank + if virtual_interface { 10 } else { 0 })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_home_network_beats_containers_vpns_and_link_local() {
        fn best(list: &[(&'static str, &'static str)]) -> Option<&'static str> {
            let ip = |text: &str| text.parse::<IpAddr>().unwrap();
            list.iter()
                .filter_map(|(name, text)| Some((address_rank(name, ip(text))?, *text)))
                .min_by_key(|(rank, _)| *rank)
                .map(|(_, text)| text)
        }
        let machine = [
            ("lo", "127.0.0.1"),
            ("docker0", "172.17.0.1"),
            ("wlan0", "192.168.1.23"),
            ("eth0", "fe80::1"),
        ];
        assert_eq!(best(&machine), Some("192.168.1.23"));
        assert_eq!(
            best(&[("en0", "10.0.0.5"), ("utun3", "192.168.50.2")]),
            Some("10.0.0.5")
        );
        assert_eq!(
            best(&[("Wi-Fi", "169.254.3.4"), ("Ethernet", "172.20.1.9")]),
            Some("172.20.1.9")
        );
        assert_eq!(best(&[("lo", "127.0.0.1")]), None);
    }
}
