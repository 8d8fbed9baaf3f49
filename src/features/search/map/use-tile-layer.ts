// The map's tiles, when a tile server is configured. With none reachable (tests, the sandbox, an
// outage) the first failure before any tile loaded drops the layer: no stream of failing requests,
// the themed ground stays. Answers whether tiles show (their credit shows only then).
import { tileLayer, type Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { maxZoom } from './map-fitting.ts';

export function useTileLayer(map: LeafletMap | null, tileUrl: string): boolean {
  const [tilesShown, setTilesShown] = useState(false);

  useEffect(() => {
    if (!map || !tileUrl) return;
    let anyLoaded = false;
    const layer = tileLayer(tileUrl, { maxZoom });
    layer.on('tileload', () => {
      anyLoaded = true;
    });
    layer.on('tileerror', () => {
      if (anyLoaded) return;
      layer.remove();
      setTilesShown(false);
    });
    layer.addTo(map);
    setTilesShown(true);
    return () => {
      layer.remove();
      setTilesShown(false);
    };
  }, [map, tileUrl]);

  return tilesShown;
}
