// Loader of the rules lab, its own theme component so the other tool pages'
// loader stays byte for byte as it was: shows the example precomputed at
// build time (its children) and, once the page has hydrated, fetches the lab
// and puts it in the example's place.
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ToolProps } from '../../client/toolData';
import type { LabToolData } from '../../client/lab';

const anchor = 'ferramenta-laboratorio';
const frameStyle = { margin: '1rem 0 1.5rem', scrollMarginTop: 'calc(var(--ifm-navbar-height) + 1rem)' } as const;

export default function RulesLabLoader({ dados, children }: { dados: string; children: ReactNode }): ReactNode {
  const [Lab, setLab] = useState<ComponentType<ToolProps<LabToolData>> | null>(null);
  const [failed, setFailed] = useState(false);
  const data = useMemo(() => JSON.parse(dados) as LabToolData, [dados]);
  useEffect(() => {
    let cancelled = false;
    import('../DesignerTools/RulesLab')
      .then((module) => {
        if (!cancelled) setLab(() => module.default);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <div id={anchor} style={frameStyle} data-tool="laboratorio" data-tool-state={Lab ? 'interactive' : 'static'}>
      {Lab ? <Lab data={data} anchor={anchor} /> : children}
      {failed && (
        <p role="alert">
          Não foi possível carregar o laboratório; a tabela acima foi calculada na publicação do site com os mesmos dados. Recarregue a página para tentar
          novamente.
        </p>
      )}
    </div>
  );
}
