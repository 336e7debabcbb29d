// ok
