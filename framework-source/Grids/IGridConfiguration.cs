namespace DiceRolling.Grids;

/// <summary>
/// Contrato da configuração de uma grade: dimensões, prefixo dos rótulos e sentido.
/// </summary>
public interface IGridConfiguration
{
    /// <summary>Número de linhas.</summary>
    int Rows { get; }

    /// <summary>Número de colunas.</summary>
    int Columns { get; }

    /// <summary>Prefixo dos rótulos das células.</summary>
    string Prefix { get; }

    /// <summary>Sentido da grade (veja <see cref="GridDirection"/>).</summary>
    GridDirection Direction { get; }
}
